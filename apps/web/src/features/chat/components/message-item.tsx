import { Box, Checkbox, Typography } from "@mui/material";
import type { ChatMessage } from "@despacho/domain";
import { formatClock } from "@shared/format/date";
import { MessageText } from "./message-text";

interface MessageItemProps {
  message: ChatMessage;
  /** In selection mode a checkbox picks the message for forwarding. */
  selecting: boolean;
  selected: boolean;
  onToggle: (uuid: string) => void;
}

/** The file a media message carries, shown where it is. */
export function MessageMedia({ type, src, label }: { type: ChatMessage["type"]; src: string; label: string }) {
  if (type === "image")
    return <Box component="img" src={src} alt={label} sx={{ display: "block", maxWidth: "100%", maxHeight: 240, borderRadius: 1 }} />;
  if (type === "video")
    return <Box component="video" src={src} controls aria-label={label} sx={{ display: "block", maxWidth: "100%", maxHeight: 240 }} />;
  // biome-ignore lint/a11y/useMediaCaption: voice notes have no captions
  return <audio src={src} controls aria-label={label} style={{ maxWidth: "100%" }} />;
}

/** One message: the desk's on the right, the courier's on the left; its author and time below. */
export function MessageItem({ message, selecting, selected, onToggle }: MessageItemProps) {
  const mine = message.source === "company";
  const author = `${message.by.first_name} ${message.by.last_name}`.trim();
  const label = { image: "Imagen", video: "Video", audio: "Audio", text: "" }[message.type];
  return (
    <Box
      component="li"
      sx={{ display: "flex", alignItems: "flex-end", gap: 0.5, justifyContent: mine ? "flex-end" : "flex-start", listStyle: "none" }}
      data-testid="chat-message"
    >
      {selecting && (
        <Checkbox
          checked={selected}
          onChange={() => onToggle(message.uuid)}
          slotProps={{ input: { "aria-label": `Seleccionar mensaje de ${author} de las ${formatClock(message.created_at)}` } }}
        />
      )}
      <Box
        sx={{
          maxWidth: "78%",
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? "primary.main" : "action.hover",
          color: mine ? "primary.contrastText" : "text.primary",
          overflowWrap: "anywhere",
          whiteSpace: "pre-wrap",
        }}
      >
        {message.type === "text" ? (
          <Typography variant="body2" component="p">
            <MessageText text={message.content} />
          </Typography>
        ) : (
          <MessageMedia type={message.type} src={message.content} label={`${label} de ${author}`} />
        )}
        <Typography variant="caption" component="p" sx={{ opacity: 0.85, mt: 0.5, textAlign: "right" }}>
          {author} ·{" "}
          <Box component="span" sx={{ whiteSpace: "nowrap" }}>
            {formatClock(message.created_at)}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
