import { chatSendInputSchema, type UploadKind } from "@despacho/domain";

/** A file the chat sends, and the upload kind it goes as. */
export interface ChatUpload {
  kind: UploadKind;
  file: File;
}

/** What the composer may send: the trimmed text, or why not (no reason to show while the box is empty). */
export type ComposedText = { ok: true; content: string } | { ok: false; error: string | null };

/** spec §5 through the domain's schema: up to 1110 characters once trimmed; whitespace only is not sent. */
export function composedText(messenger: string, text: string): ComposedText {
  const parsed = chatSendInputSchema.safeParse({ messenger, type: "text", content: text });
  if (parsed.success) return { ok: true, content: parsed.data.content };
  return { ok: false, error: text.trim() ? (parsed.error.issues[0]?.message ?? null) : null };
}

/** spec §2.4: the attach button sends images and videos. */
export function attachedUpload(file: File): ChatUpload | null {
  if (file.type.startsWith("image/")) return { kind: "image", file };
  if (file.type.startsWith("video/")) return { kind: "video", file };
  return null;
}

/** spec §5 dropped files: only images and audio are sent, images first. */
export function droppedUploads(files: readonly File[]): ChatUpload[] {
  const images = files.filter((f) => f.type.startsWith("image/")).map((file) => ({ kind: "image" as const, file }));
  const audio = files.filter((f) => f.type.startsWith("audio/")).map((file) => ({ kind: "audio" as const, file }));
  return [...images, ...audio];
}

/** spec §5: a pasted file is sent as an image. */
export function pastedUpload(files: readonly File[]): ChatUpload | null {
  const file = files[0];
  return file ? { kind: "image", file } : null;
}
