import {
  UPLOAD_MAX_TRIES,
  UPLOAD_MESSAGES,
  UPLOAD_S3_FAILED_CODE,
  type UploadedFile,
  type UploadKind,
  uploadedFileSchema,
  uploadTicketSchema,
} from "@despacho/domain";
import { ApiError, apiRequest, recompressImage } from "@despacho/client";

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

/** A direct POST to object storage that failed (refused or unreachable); tried again like a lost connection. */
export class StorageUploadError extends Error {}

const routeOf = (audience: "desk" | "courier", kind: UploadKind) =>
  audience === "desk" ? `/chats/upload-${kind}/` : `/courier/chat/upload-${kind}/`;

/** spec §7: POST chats/upload-{type} multipart (or courier/chat/upload-{type}). */
export const uploadThroughApi =
  (audience: "desk" | "courier"): UploadTransport =>
  (kind, file) => {
    const body = new FormData();
    body.set("file", file, file instanceof File ? file.name : `${kind}.${file.type.split("/")[1] ?? "bin"}`);
    return apiRequest(routeOf(audience, kind), uploadedFileSchema, { method: "POST", body });
  };

/**
 * spec §7 direct upload: asks the API for a ticket; with signed fields the file goes straight to object storage
 * and the API then confirms it; without, it goes through the API.
 */
export const uploadDirect =
  (audience: "desk" | "courier"): UploadTransport =>
  async (kind, file) => {
    const route = routeOf(audience, kind);
    const request = { content_type: file.type, size: file.size };
    const ticket = await apiRequest(`${route}signed/`, uploadTicketSchema, { method: "POST", body: request });
    if (!ticket.direct) return uploadThroughApi(audience)(kind, file);
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.set(name, value);
    form.set("file", file);
    const stored = await fetch(ticket.url, { method: "POST", body: form }).catch(() => null);
    if (!stored?.ok) throw new StorageUploadError(`${ticket.url}: ${stored?.status ?? "sin conexión"}`);
    return apiRequest(`${route}confirm/`, uploadedFileSchema, { method: "POST", body: { key: ticket.key } });
  };

/** spec §8: object storage still failing after the last try answers code 4009, status 400. */
const storageFailed = () =>
  new ApiError({ kind: "bad-request", status: 400, code: String(UPLOAD_S3_FAILED_CODE), message: UPLOAD_MESSAGES.s3Failed });

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
 * (no connection, 5xx, object storage failing) is repeated, at most UPLOAD_MAX_TRIES (3) in all. Answers the
 * stored file, or throws after telling "failed" (object storage failing to the end: code 4009).
 */
export async function uploadChatFile(kind: UploadKind, file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  const { onState = () => {}, send = uploadDirect(options.audience ?? "desk"), recompress = recompressImage } = options;
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
  if (lastError instanceof StorageUploadError) lastError = storageFailed();
  onState({ status: "failed", ...failureOf(kind, lastError) });
  throw lastError;
}
