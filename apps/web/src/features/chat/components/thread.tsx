import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ForwardIcon from "@mui/icons-material/Forward";
import { Avatar, Badge, Box, Button, CircularProgress, IconButton, Tooltip, Typography } from "@mui/material";
import { badgeLabel, CHAT_MESSAGES, CHAT_SCROLL_THRESHOLD_PX, type Chat, type UploadKind } from "@despacho/domain";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { type ClipboardEvent, type DragEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSession } from "@shared/session/use-session";
import { notify } from "@shared/ui/toast-store";
import { markChatSeen, sendChatMessage } from "../api/chat-mutations";
import { type ChatPages, chatKeys, type MessagePages, threadQueryOptions } from "../api/chat-queries";
import { threadOf, withThreadMessage } from "../state/chat-cache";
import { droppedUploads, pastedUpload } from "../state/composer-rules";
import { setOpenChat } from "../state/open-chat";
import { toggled } from "../state/toggled";
import { usePendingUploads } from "../state/use-pending-uploads";
import { Composer } from "./composer";
import { ForwardDialog } from "./forward-dialog";
import { MessageItem } from "./message-item";
import { presenceLabel } from "./online-dot";
import { PendingUploadItem } from "./pending-upload";

/** spec §2.4 chat thread: older messages on scroll up (250 px), placeholder when empty, selection mode and forward. */
export function Thread({ chat, onBack }: { chat: Chat; onBack?: () => void }) {
  const queryClient = useQueryClient();
  const { headquarter } = useSession();
  const thread = useInfiniteQuery(threadQueryOptions(chat.uuid));
  const messages = threadOf(thread.data);
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [forwarding, setForwarding] = useState(false);

  const deliver = useCallback(
    async (type: "text" | UploadKind, content: string) => {
      const sent = await sendChatMessage({ messenger: chat.messenger.uuid, type, content });
      queryClient.setQueryData<MessagePages>(chatKeys.thread(chat.uuid), (pages) => pages && withThreadMessage(pages, sent));
    },
    [chat.messenger.uuid, chat.uuid, queryClient],
  );
  const uploads = usePendingUploads(deliver);

  useEffect(() => {
    setOpenChat(chat.uuid);
    void markChatSeen(chat.uuid)
      .then(() =>
        queryClient.setQueriesData<ChatPages>({ queryKey: chatKeys.contacts(headquarter) }, (pages) =>
          pages
            ? {
                ...pages,
                pages: pages.pages.map((p) => ({ ...p, results: p.results.map((c) => (c.uuid === chat.uuid ? { ...c, unread: 0 } : c)) })),
              }
            : pages,
        ),
      )
      .catch(() => undefined);
    return () => setOpenChat(null);
  }, [chat.uuid, headquarter, queryClient]);

  // The newest message in view: at the bottom when the thread opens or grows, unless older ones were just loaded.
  const newest = messages.at(-1)?.uuid;
  const pendingCount = uploads.items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the thread grows (a message, an upload, an older page)
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (anchor.current) {
      box.scrollTop = box.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else box.scrollTop = box.scrollHeight;
  }, [newest, pendingCount, thread.data?.pages.length]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box || box.scrollTop > CHAT_SCROLL_THRESHOLD_PX || !thread.hasNextPage || thread.isFetchingNextPage) return;
    anchor.current = { height: box.scrollHeight, top: box.scrollTop };
    void thread.fetchNextPage();
  };

  const toggle = (uuid: string) => setSelected((current) => toggled(current, uuid));
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const openForward = () => {
    if (selected.size === 0) notify.warning(CHAT_MESSAGES.forwardNeedsMessage);
    else setForwarding(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    for (const { kind, file } of droppedUploads([...event.dataTransfer.files])) uploads.add(kind, file);
  };
  const onPaste = (event: ClipboardEvent) => {
    const upload = pastedUpload([...event.clipboardData.files]);
    if (!upload) return;
    event.preventDefault();
    uploads.add(upload.kind, upload.file);
  };

  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0, minWidth: 0 }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      {/* The selection's buttons go under the name when both don't fit (a phone, the side panel). */}
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
          minHeight: 56,
        }}
      >
        {onBack && (
          <IconButton onClick={onBack} aria-label="Volver a las conversaciones" edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Avatar src={chat.messenger.image ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {chat.messenger.full_name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: "1 1 140px", minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3, overflowWrap: "anywhere" }}>
            {chat.messenger.full_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {presenceLabel(chat.messenger.is_online)}
          </Typography>
        </Box>
        {selecting ? (
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, ml: "auto" }}>
            <Button onClick={stopSelecting}>Cancelar</Button>
            <Badge color="primary" badgeContent={selected.size > 0 ? badgeLabel(selected.size) : 0}>
              <Button variant="contained" onClick={openForward} startIcon={<ForwardIcon />}>
                {CHAT_MESSAGES.forward}
              </Button>
            </Badge>
          </Box>
        ) : (
          <Tooltip title="Seleccionar mensajes para reenviar">
            <IconButton onClick={() => setSelecting(true)} aria-label="Seleccionar mensajes para reenviar">
              <ForwardIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box ref={scroller} onScroll={onScroll} sx={{ flex: 1, overflowY: "auto", px: 1.5, py: 1, minHeight: 0 }}>
        {thread.isFetchingNextPage && (
          <CircularProgress size={20} sx={{ display: "block", mx: "auto", my: 1 }} aria-label="Cargando mensajes" />
        )}
        {thread.isPending && <CircularProgress size={28} sx={{ display: "block", mx: "auto", my: 4 }} aria-label="Cargando mensajes" />}
        {thread.isSuccess && messages.length === 0 && pendingCount === 0 && (
          <Typography role="status" color="text.secondary" sx={{ textAlign: "center", mt: 6 }}>
            {CHAT_MESSAGES.placeholder}
          </Typography>
        )}
        <Box
          component="ul"
          aria-label={`Mensajes con ${chat.messenger.full_name}`}
          sx={{ m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1 }}
        >
          {messages.map((message) => (
            <MessageItem
              key={message.uuid}
              message={message}
              selecting={selecting}
              selected={selected.has(message.uuid)}
              onToggle={toggle}
            />
          ))}
          {uploads.items.map((item) => (
            <PendingUploadItem key={item.id} item={item} onRetry={uploads.retry} />
          ))}
        </Box>
      </Box>
      <Composer messenger={chat.messenger.uuid} onSendText={(text) => deliver("text", text)} onAttach={uploads.add} />
      <ForwardDialog
        open={forwarding}
        messages={[...selected]}
        onClose={() => setForwarding(false)}
        onForwarded={() => {
          setForwarding(false);
          stopSelecting();
        }}
      />
    </Box>
  );
}
