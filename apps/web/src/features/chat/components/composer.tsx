import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import MicIcon from "@mui/icons-material/Mic";
import SendIcon from "@mui/icons-material/Send";
import StopCircleIcon from "@mui/icons-material/StopCircle";
import { Box, IconButton, TextField, Tooltip, Typography } from "@mui/material";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, type UploadKind } from "@despacho/domain";
import { type KeyboardEvent, useRef, useState } from "react";
import { recordingClock, useAudioRecorder } from "../state/use-audio-recorder";

interface ComposerProps {
  onSendText: (text: string) => Promise<unknown>;
  onAttach: (kind: UploadKind, file: Blob) => void;
}

/** The kind a chosen file is sent as: images and videos from the attach button. */
export const attachKindOf = (file: Blob): UploadKind | null =>
  file.type.startsWith("image/") ? "image" : file.type.startsWith("video/") ? "video" : file.type.startsWith("audio/") ? "audio" : null;

/** spec §5: up to 1110 characters; whitespace only is not sent; Enter sends, Shift+Enter breaks the line. */
export function Composer({ onSendText, onAttach }: ComposerProps) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const recorder = useAudioRecorder((audio) => onAttach("audio", audio));
  const tooLong = text.length > CHAT_MESSAGE_MAX;

  const send = async () => {
    const content = text.trim();
    if (!content || tooLong || sending) return;
    setSending(true);
    try {
      await onSendText(content);
      setText("");
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  if (recorder.recording)
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, p: 1, borderTop: 1, borderColor: "divider" }}>
        <MicIcon color="error" aria-hidden />
        <Typography role="timer" aria-label="Tiempo de grabación" sx={{ flex: 1, fontVariantNumeric: "tabular-nums" }}>
          {recordingClock(recorder.seconds)}
        </Typography>
        <Tooltip title="Cancelar grabación">
          <IconButton onClick={recorder.cancel} aria-label="Cancelar grabación">
            <CloseIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Enviar audio">
          <IconButton color="primary" onClick={recorder.confirm} aria-label="Enviar audio">
            <StopCircleIcon />
          </IconButton>
        </Tooltip>
      </Box>
    );

  return (
    <Box sx={{ display: "flex", alignItems: "flex-end", gap: 0.5, p: 1, borderTop: 1, borderColor: "divider" }}>
      <input
        ref={picker}
        type="file"
        accept="image/*,video/*"
        hidden
        data-testid="chat-attach-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const kind = file ? attachKindOf(file) : null;
          if (file && kind) onAttach(kind, file);
          event.target.value = "";
        }}
      />
      <Tooltip title="Adjuntar imagen o video">
        <IconButton onClick={() => picker.current?.click()} aria-label="Adjuntar imagen o video">
          <AttachFileIcon />
        </IconButton>
      </Tooltip>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Escribe un mensaje"
        multiline
        maxRows={4}
        size="small"
        fullWidth
        error={tooLong}
        helperText={
          tooLong ? CHAT_MESSAGES.tooLong : text.length > CHAT_MESSAGE_MAX - 110 ? `${text.length}/${CHAT_MESSAGE_MAX}` : undefined
        }
        slotProps={{ htmlInput: { "aria-label": "Mensaje" } }}
      />
      {text.trim() ? (
        <Tooltip title="Enviar">
          <span>
            <IconButton color="primary" onClick={() => void send()} disabled={tooLong || sending} aria-label="Enviar mensaje">
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Tooltip title="Grabar audio">
          <IconButton onClick={() => void recorder.start()} aria-label="Grabar audio">
            <MicIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
