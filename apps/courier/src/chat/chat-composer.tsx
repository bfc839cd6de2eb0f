import { Alert, Button, Stack, TextField, Typography } from "@mui/material";
import { recompressImage, recordingClock } from "@despacho/client";
import { CHAT_MESSAGE_MAX, chatFileRefusal, type UploadKind } from "@despacho/domain";
import { useRef, useState } from "react";
import { useVoiceNote } from "./use-voice-note";

interface ChatComposerProps {
  onText: (content: string) => void;
  onFile: (kind: UploadKind, file: Blob) => void;
}

/**
 * Text, a photo (recompressed to JPEG as the desk's are) or a voice note, each checked by the domain's chat rules
 * (type and size) before it goes to the outbox.
 */
export function ChatComposer({ onText, onFile }: ChatComposerProps) {
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const attach = (kind: UploadKind, file: Blob) => {
    const why = chatFileRefusal(kind, file);
    setRefusal(why);
    if (!why) onFile(kind, file);
  };
  const voice = useVoiceNote((audio) => attach("audio", audio));
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const wrong = chatFileRefusal("image", { type: file.type, size: 0 });
    if (wrong) return setRefusal(wrong);
    attach("image", await recompressImage(file).catch(() => file));
  };
  const problem = refusal ?? voice.problem;

  if (voice.recording)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography role="timer" aria-label="Tiempo de grabación" sx={{ flex: 1, fontWeight: 800, fontVariantNumeric: "tabular-nums" }}>
          Grabando {recordingClock(voice.seconds)}
        </Typography>
        <Button variant="outlined" color="error" onClick={voice.cancel}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={voice.send}>
          Enviar audio
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={1}>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          const content = text.trim();
          if (!content) return;
          setText("");
          onText(content);
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
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        data-testid="chat-photo-input"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" fullWidth onClick={() => picker.current?.click()}>
          Enviar foto
        </Button>
        <Button variant="outlined" fullWidth onClick={() => void voice.start()}>
          Grabar audio
        </Button>
      </Stack>
    </Stack>
  );
}
