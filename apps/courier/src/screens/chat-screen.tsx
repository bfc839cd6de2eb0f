import { Alert, Paper, Stack, Typography } from "@mui/material";
import { CHAT_MESSAGES, type UploadKind } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { courierApi, QUERY_KEYS } from "../api";
import { ChatComposer } from "../chat/chat-composer";
import { CHAT_PATH, fileDraft, textDraft } from "../chat/chat-drafts";
import { ChatMedia } from "../chat/chat-media";
import { WaitingMessage } from "../chat/waiting-message";
import { formatTime } from "../format";
import { messageOf, useOutbox } from "../hooks";
import { outbox } from "../outbox/courier-outbox";

/**
 * The chat with the headquarter: text, photos and voice notes through the outbox (a file is uploaded first, then its
 * message sent), so what is written offline goes when the connection returns.
 */
export function ChatScreen({ headquarter }: { headquarter: string | null }) {
  const messages = useQuery({
    queryKey: QUERY_KEYS.chat(headquarter ?? ""),
    queryFn: () => courierApi.chat(headquarter ?? ""),
    enabled: Boolean(headquarter),
  });
  const waiting = useOutbox().filter((entry) => entry.path === CHAT_PATH);
  if (!headquarter) return <Alert severity="info">Cuando una sucursal te afilie podrás escribirle aquí.</Alert>;

  const sendText = (content: string) => void outbox.add(textDraft(headquarter, content));
  const sendFile = (kind: UploadKind, blob: Blob) => void outbox.add(fileDraft(headquarter, kind, blob));
  const shown = [...(messages.data ?? [])].reverse();

  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        Chat con la sucursal
      </Typography>
      {messages.error && <Alert severity="error">{messageOf(messages.error)}</Alert>}
      <Stack spacing={1} role="log" aria-label="Mensajes">
        {messages.data && shown.length === 0 && waiting.length === 0 && (
          <Typography color="text.secondary">{CHAT_MESSAGES.placeholder}</Typography>
        )}
        {shown.map((message) => {
          const mine = message.source === "messenger";
          return (
            <Paper
              key={message.uuid}
              variant="outlined"
              data-testid="chat-message"
              sx={{ p: 1.5, maxWidth: "85%", alignSelf: mine ? "flex-end" : "flex-start", bgcolor: mine ? "#e3ecfa" : "background.paper" }}
            >
              {message.type === "text" ? (
                <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.content}</Typography>
              ) : (
                <ChatMedia type={message.type} src={message.content} from={mine ? "enviado" : "de la sucursal"} />
              )}
              <Typography variant="caption" color="text.secondary">
                {formatTime(message.created_at)}
              </Typography>
            </Paper>
          );
        })}
        {waiting.map((entry) => (
          <WaitingMessage key={entry.key} entry={entry} />
        ))}
      </Stack>
      <ChatComposer onText={sendText} onFile={sendFile} />
    </Stack>
  );
}
