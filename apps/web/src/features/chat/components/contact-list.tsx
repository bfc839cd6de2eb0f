import MicNoneOutlinedIcon from "@mui/icons-material/MicNoneOutlined";
import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import VideocamOutlinedIcon from "@mui/icons-material/VideocamOutlined";
import { Avatar, Badge, Box, List, ListItem, ListItemButton, ListItemText, Tooltip, Typography } from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import { badgeLabel, CHAT_MESSAGES, type Chat } from "@despacho/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { SearchField } from "@shared/ui/search-field";
import { useSession } from "@shared/session/use-session";
import { contactsQueryOptions } from "../api/chat-queries";
import { contactsOf } from "../state/chat-cache";
import { OnlineDot, presenceLabel } from "./online-dot";

interface ContactListProps {
  selected: string | null;
  onSelect: (chat: Chat) => void;
  /** The side panel's column of 70 px: avatars only. */
  compact?: boolean;
}

const MEDIA_PREVIEW = {
  image: { Icon: PhotoCameraOutlinedIcon, label: "Imagen" },
  video: { Icon: VideocamOutlinedIcon, label: "Video" },
  audio: { Icon: MicNoneOutlinedIcon, label: "Audio" },
} as const;

/** The latest message under the courier's name: its text, or the kind of file it carries. */
function Preview({ chat }: { chat: Chat }) {
  const last = chat.lastMessage;
  if (!last) return null;
  if (last.type === "text") return <>{last.content}</>;
  const { Icon, label } = MEDIA_PREVIEW[last.type];
  return (
    <>
      <Icon aria-hidden sx={{ fontSize: 16, verticalAlign: "text-bottom", mr: 0.5 }} />
      {label}
    </>
  );
}

// A long last message shows its first two lines, whole words wrapping.
const TWO_LINES = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
} as const;

/** spec §2.4 contacts: 5 a page, more on scroll, unread badge (+20 above 20), Conectado / Desconectado dot. */
export function ContactList({ selected, onSelect, compact = false }: ContactListProps) {
  const { headquarter } = useSession();
  const [q, setQ] = useState("");
  const contacts = useInfiniteQuery(contactsQueryOptions(headquarter, q));
  const chats = contactsOf(contacts.data);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = contacts;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: 0, height: "100%" }}>
      {!compact && (
        <Box sx={{ p: 1.5 }}>
          <SearchField value={q} onChange={setQ} label="Buscar colaborador" />
        </Box>
      )}
      <List aria-label="Conversaciones" sx={{ overflowY: "auto", flex: 1, py: 0 }}>
        {chats.map((chat) => {
          const avatar = (
            <Badge
              color="error"
              badgeContent={chat.unread > 0 ? badgeLabel(chat.unread) : 0}
              overlap="circular"
              aria-label={chat.unread > 0 ? `${badgeLabel(chat.unread)} sin leer` : undefined}
            >
              <Badge
                overlap="circular"
                anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
                badgeContent={<OnlineDot online={chat.messenger.is_online} />}
              >
                <Avatar src={chat.messenger.image ?? undefined} alt="" aria-hidden>
                  {chat.messenger.full_name.charAt(0)}
                </Avatar>
              </Badge>
            </Badge>
          );
          return (
            <ListItem key={chat.uuid} disablePadding>
              <ListItemButton
                selected={chat.uuid === selected}
                onClick={() => onSelect(chat)}
                sx={{ gap: 1.5, px: compact ? 1 : 2, justifyContent: compact ? "center" : "flex-start" }}
              >
                {compact ? <Tooltip title={chat.messenger.full_name}>{avatar}</Tooltip> : avatar}
                {compact && (
                  <Box component="span" sx={visuallyHidden}>
                    {chat.messenger.full_name}, {presenceLabel(chat.messenger.is_online)}
                  </Box>
                )}
                {!compact && (
                  <ListItemText
                    primary={chat.messenger.full_name}
                    secondary={
                      <>
                        <Typography component="span" variant="caption" sx={{ display: "block" }} color="text.secondary">
                          {presenceLabel(chat.messenger.is_online)}
                        </Typography>
                        <Typography component="span" variant="body2" sx={TWO_LINES}>
                          <Preview chat={chat} />
                        </Typography>
                      </>
                    }
                    slotProps={{ primary: { sx: { fontWeight: chat.unread > 0 ? 700 : 500, overflowWrap: "anywhere" } } }}
                    sx={{ minWidth: 0 }}
                  />
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <div ref={sentinel} />
      {contacts.isSuccess && chats.length === 0 && !compact && (
        <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: "center" }}>
          {CHAT_MESSAGES.noContacts}
        </Typography>
      )}
    </Box>
  );
}
