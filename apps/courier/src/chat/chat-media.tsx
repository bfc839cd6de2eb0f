import { Box } from "@mui/material";
import type { ChatMessageType } from "@despacho/domain";

const LABELS = { image: "Imagen", video: "Video", audio: "Audio" } as const;

/** The file a media message carries, shown where it is: a picture, a video or a voice note to play. */
export function ChatMedia({ type, src, from }: { type: Exclude<ChatMessageType, "text">; src: string; from: string }) {
  const label = `${LABELS[type]} ${from}`;
  if (type === "image")
    return <Box component="img" src={src} alt={label} sx={{ display: "block", maxWidth: "100%", maxHeight: 260, borderRadius: 1 }} />;
  if (type === "video")
    return <Box component="video" src={src} controls aria-label={label} sx={{ display: "block", maxWidth: "100%", maxHeight: 260 }} />;
  // biome-ignore lint/a11y/useMediaCaption: voice notes have no captions
  return <audio src={src} controls aria-label={label} style={{ maxWidth: "100%" }} />;
}
