import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { CHAT_MESSAGE_MAX } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { courierApi, QUERY_KEYS } from "../api";
import { formatTime } from "../format";
import { useOutbox } from "../hooks";
import { outbox } from "../outbox/courier-outbox";

const CHAT_PATH = "/courier/chat/messages/";

/** The chat with the headquarter: text through the outbox, so a message written offline goes when the connection returns. */
export function ChatScreen({ headquarter }: { headquarter: string | null }) {
  const messages = useQuery({
    queryKey: QUERY_KEYS.chat(headquarter ?? ""),
    queryFn: () => courierApi.chat(headquarter ?? ""),
    enabled: Boolean(headquarter),
  });
  const waiting = useOutbox().filter((entry) => entry.path === CHAT_PATH);
  const [text, setText] = useState("");
  if (!headquarter) return <Alert severity="info">Cuando una sucursal te afilie podrás escribirle aquí.</Alert>;

  const send = () => {
    const content = text.trim();
    if (!content) return;
    setText("");
    void outbox.add({ label: "Mensaje", method: "POST", path: CHAT_PATH, body: { headquarter, type: "text", content } });
  };
  const shown = [...(messages.data ?? [])].reverse();

  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        Chat con la sucursal
      </Typography>
      <Stack spacing={1} role="log" aria-label="Mensajes">
        {shown.map((message) => {
          const mine = message.source === "messenger";
          return (
            <Paper
              key={message.uuid}
              variant="outlined"
              sx={{ p: 1.5, maxWidth: "85%", alignSelf: mine ? "flex-end" : "flex-start", bgcolor: mine ? "#e3ecfa" : "background.paper" }}
            >
              {message.type === "text" ? (
                <Typography sx={{ whiteSpace: "pre-wrap" }}>{message.content}</Typography>
              ) : (
                <Box component="a" href={message.content} target="_blank" rel="noopener">
                  Archivo
                </Box>
              )}
              <Typography variant="caption" color="text.secondary">
                {formatTime(message.created_at)}
              </Typography>
            </Paper>
          );
        })}
        {waiting.map((entry) => (
          <Paper key={entry.key} variant="outlined" sx={{ p: 1.5, maxWidth: "85%", alignSelf: "flex-end", borderStyle: "dashed" }}>
            <Typography>{String(entry.body?.content ?? "")}</Typography>
            <Typography variant="caption">Pendiente de envío</Typography>
          </Paper>
        ))}
      </Stack>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextField
          label="Mensaje"
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={!text.trim()}>
          Enviar
        </Button>
      </Stack>
    </Stack>
  );
}
