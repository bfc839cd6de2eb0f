import type { UploadKind } from "@despacho/domain";
import type { OutboxDraft } from "../outbox/outbox";

export const CHAT_PATH = "/courier/chat/messages/";
const FILE_NAMES = { image: "imagen.jpg", video: "video.mp4", audio: "audio.webm" } as const;
const FILE_LABELS = { image: "Imagen", video: "Video", audio: "Audio" } as const;

/** A text message to the headquarter, as the outbox keeps it. */
export const textDraft = (headquarter: string, content: string): OutboxDraft => ({
  label: "Mensaje",
  method: "POST",
  path: CHAT_PATH,
  body: { headquarter, type: "text", content },
});

/** A photo or voice note to the headquarter: the file is uploaded first and its address sent as the message's content. */
export const fileDraft = (headquarter: string, kind: UploadKind, blob: Blob): OutboxDraft => ({
  label: FILE_LABELS[kind],
  method: "POST",
  path: CHAT_PATH,
  body: { headquarter, type: kind },
  uploads: [{ field: "content", blob, name: FILE_NAMES[kind] }],
});

/** Where the courier's upload of a file goes, by its type: a voice note to upload-audio, any picture to upload-image. */
export const uploadPathOf = (blob: Blob) => `/courier/chat/upload-${blob.type.startsWith("audio/") ? "audio" : "image"}/`;
