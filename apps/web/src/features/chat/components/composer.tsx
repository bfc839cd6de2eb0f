import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import MicIcon from "@mui/icons-material/Mic";
import SendIcon from "@mui/icons-material/Send";
import StopCircleIcon from "@mui/icons-material/StopCircle";
import { Box, IconButton, TextField, Tooltip, Typography } from "@mui/material";
import { CHAT_MESSAGE_MAX, type UploadKind } from "@despacho/domain";
import { type KeyboardEvent, useRef, useState } from "react";
import { attachedUpload, composedText } from "../state/composer-rules";
import { recordingClock } from "@despacho/client";
import { useAudioRecorder } from "../state/use-audio-recorder";

interface ComposerProps {
  /** The courier written to: the text is checked with the domain's send schema. */
  messenger: string;
  onSendText: (text: string) => Promise<unknown>;
  onAttach: (kind: UploadKind, file: Blob) => void;
}

/** spec §5: up to 1110 characters; whitespace only is not sent; Enter sends, Shift+Enter breaks the line. */
export function Composer({ messenger, onSendText, onAttach }: ComposerProps) {
  const [text, setText] = useState("");
  // The messages on their way, in the order they were typed: the next one is sent when the previous one is answered.
  const onTheirWay = useRef<Promise<unknown>>(Promise.resolve());
  const picker = useRef<HTMLInputElement>(null);
  const recorder = useAudioRecorder((audio) => onAttach("audio", audio));
  const composed = composedText(messenger, text);
  const error = composed.ok ? null : composed.error;

  // The box is emptied as the message leaves, so what is typed meanwhile is kept; a message that fails comes back to
  // the box if nothing else was typed there.
  const send = async () => {
    if (!composed.ok) return;
    const typed = text;
    setText("");
    const sent = onTheirWay.current.then(() => onSendText(composed.content));
    onTheirWay.current = sent.catch(() => undefined);
    try {
      await sent;
    } catch (failure) {
      setText((current) => current || typed);
      throw failure;
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
          const upload = file ? attachedUpload(file) : null;
          if (upload) onAttach(upload.kind, upload.file);
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
        error={error !== null}
        helperText={error ?? (text.length > CHAT_MESSAGE_MAX - 110 ? `${text.length}/${CHAT_MESSAGE_MAX}` : undefined)}
        slotProps={{ htmlInput: { "aria-label": "Mensaje" } }}
      />
      {text.trim() ? (
        <Tooltip title="Enviar">
          <span>
            <IconButton color="primary" onClick={() => void send()} disabled={error !== null} aria-label="Enviar mensaje">
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
