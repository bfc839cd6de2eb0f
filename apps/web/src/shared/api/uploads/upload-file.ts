import { UPLOAD_MAX_TRIES, UPLOAD_MESSAGES, type UploadedFile, type UploadKind, uploadedFileSchema } from "@despacho/domain";
import { apiRequest } from "../api-client";
import { ApiError } from "../api-error";
import { recompressImage } from "./recompress-image";

/** Where an upload stands; a chat message shows loading, then success or failed (spec §4 chat upload). */
export type UploadState =
  | { status: "loading"; try: number }
  | { status: "success"; file: UploadedFile }
  | { status: "failed"; title: string; hint: string };

/** Sends one try of a file; throws on failure. */
export type UploadTransport = (kind: UploadKind, file: Blob) => Promise<UploadedFile>;

export interface UploadOptions {
  /** Told every change of state. */
  onState?: (state: UploadState) => void;
  /** Desk staff upload through /chats/, couriers through /courier/chat/. */
  audience?: "desk" | "courier";
  send?: UploadTransport;
  recompress?: (image: Blob) => Promise<Blob>;
}

/** spec §7: POST chats/upload-{type} multipart (or courier/chat/upload-{type}). */
export const uploadThroughApi =
  (audience: "desk" | "courier"): UploadTransport =>
  (kind, file) => {
    const body = new FormData();
    body.set("file", file, file instanceof File ? file.name : `${kind}.${file.type.split("/")[1] ?? "bin"}`);
    const path = audience === "desk" ? `/chats/upload-${kind}/` : `/courier/chat/upload-${kind}/`;
    return apiRequest(path, uploadedFileSchema, { method: "POST", body });
  };

/** A refusal the server explained (too large, wrong type) is final; a lost connection or a 5xx is tried again. */
const worthRetrying = (error: unknown) => !(error instanceof ApiError) || error.kind === "network" || error.kind === "server";

/** spec §8: what a failed upload shows. A refusal the server explained is shown as it said. */
export function failureOf(kind: UploadKind, error: unknown): { title: string; hint: string } {
  const title = kind === "image" ? UPLOAD_MESSAGES.imageFailed : UPLOAD_MESSAGES.unexpected;
  if (error instanceof ApiError && error.kind === "bad-request") return { title, hint: error.message };
  return { title, hint: UPLOAD_MESSAGES.clickToRetry };
}

/**
 * Uploads one chat file: an image is first recompressed to JPEG 0.6; each try that fails for a passing reason
 * is repeated, at most UPLOAD_MAX_TRIES (3) in all. Answers the stored file, or throws after telling "failed".
 */
export async function uploadChatFile(kind: UploadKind, file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  const { onState = () => {}, send = uploadThroughApi(options.audience ?? "desk"), recompress = recompressImage } = options;
  onState({ status: "loading", try: 1 });
  let lastError: unknown;
  try {
    const body = kind === "image" ? await recompress(file) : file;
    for (let attempt = 1; attempt <= UPLOAD_MAX_TRIES; attempt += 1) {
      if (attempt > 1) onState({ status: "loading", try: attempt });
      try {
        const stored = await send(kind, body);
        onState({ status: "success", file: stored });
        return stored;
      } catch (error) {
        lastError = error;
        if (!worthRetrying(error)) break;
      }
    }
  } catch (error) {
    lastError = error;
  }
  onState({ status: "failed", ...failureOf(kind, lastError) });
  throw lastError;
}
