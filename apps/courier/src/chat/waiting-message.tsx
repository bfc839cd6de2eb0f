import { Paper, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import type { OutboxEntry } from "../outbox/outbox";
import { ChatMedia } from "./chat-media";

/** A message still in the outbox, dashed, with its picture or voice note as the phone holds it. */
export function WaitingMessage({ entry }: { entry: OutboxEntry }) {
  const file = entry.uploads?.[0]?.blob;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const type = entry.body?.type;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, maxWidth: "85%", alignSelf: "flex-end", borderStyle: "dashed" }}>
      {preview && (type === "image" || type === "audio") ? (
        <ChatMedia type={type} src={preview} from="por enviar" />
      ) : (
        <Typography sx={{ whiteSpace: "pre-wrap" }}>{String(entry.body?.content ?? "")}</Typography>
      )}
      <Typography variant="caption">Pendiente de envío</Typography>
    </Paper>
  );
}
