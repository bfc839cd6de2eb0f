import { z } from "zod";
import { FILE_SIZE_DEFAULT_BYTES } from "../constants.js";
import { MESSAGES } from "../messages.js";

/** spec §7: chat uploads are POST chats/upload-{type}; these are the kinds. */
export const UPLOAD_KINDS = ["image", "video", "audio"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const uploadKindSchema = z.enum(UPLOAD_KINDS);

/**
 * spec §5: the most bytes each upload may weigh, every one 2.5 MB (2621440 bytes) today: chat media by kind, a photo
 * (profile, business, headquarter) and a file attached to a service (the headquarter's settings may say otherwise
 * for the creation panel's files).
 */
export const UPLOAD_MAX_BYTES = {
  image: FILE_SIZE_DEFAULT_BYTES,
  video: FILE_SIZE_DEFAULT_BYTES,
  audio: FILE_SIZE_DEFAULT_BYTES,
  photo: FILE_SIZE_DEFAULT_BYTES,
  serviceFile: FILE_SIZE_DEFAULT_BYTES,
} as const satisfies Record<UploadKind | "photo" | "serviceFile", number>;

/**
 * spec §5: the one size check of every upload, made by the web before sending and by the API on receipt: the
 * refusal to show ('El tamaño máximo permitido es de X MB (archivo subido: Y MB)'), or null when the file fits.
 */
export const uploadSizeRefusal = (sizeBytes: number, maxBytes: number): string | null =>
  sizeBytes > maxBytes ? MESSAGES.fileTooLarge(maxBytes, sizeBytes) : null;

/** Content types accepted per kind; the server tells them from the file's bytes. */
export const UPLOAD_CONTENT_TYPES: Record<UploadKind, readonly string[]> = {
  image: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  video: ["video/mp4", "video/webm", "video/quicktime"],
  audio: ["audio/mpeg", "audio/ogg", "audio/wav", "audio/mp4", "audio/webm"],
};

/**
 * A chat file checked before it is sent (the API checks again from its bytes): a content type the kind accepts, then
 * the size. The refusal to show, or null when it may go.
 */
export function chatFileRefusal(kind: UploadKind, file: { type: string; size: number }): string | null {
  const type = file.type.split(";")[0]?.trim() ?? "";
  if (!UPLOAD_CONTENT_TYPES[kind].includes(type)) return UPLOAD_MESSAGES.wrongType[kind];
  return uploadSizeRefusal(file.size, UPLOAD_MAX_BYTES[kind]);
}

/** spec §5: chat images are recompressed to JPEG at this quality before upload. */
export const UPLOAD_JPEG_QUALITY = 0.6;
/** spec §7: a direct upload to object storage is tried at most this many times. */
export const UPLOAD_MAX_TRIES = 3;

export const UPLOAD_MESSAGES = {
  wrongType: {
    image: "El archivo no es una imagen válida",
    video: "El archivo no es un video válido",
    audio: "El archivo no es un audio válido",
  } satisfies Record<UploadKind, string>,
  missingFile: "Adjunte un archivo",
  /** spec §8 */
  unexpected: "Algo inesperado ha pasado",
  s3Failed: "Error al subir archivos a S3",
  imageFailed: "Error al cargar imagen",
  clickToRetry: "Por favor haz clic para reintentar",
  notUploaded: "El archivo no se encuentra; súbalo de nuevo",
  /** A private file's address that expired or was altered (decision 021). */
  linkExpired: "El enlace del archivo venció o no es válido; ábralo de nuevo desde el servicio",
} as const;

/** spec §8: after the last failed try the answer carries this code (status 400). */
export const UPLOAD_S3_FAILED_CODE = 4009;

/** What an upload answers. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A signed direct upload: POST the fields plus `file` (last) to url, then confirm the key. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
}

/** Asks where to send a file of this type and size (spec §7 direct upload). */
export const uploadTicketRequestSchema = z
  .object({ content_type: z.string().trim().min(1).max(100), size: z.number().int().positive() })
  .strict();
export type UploadTicketRequest = z.infer<typeof uploadTicketRequestSchema>;

/**
 * Where to send the file: straight to object storage with signed form fields (then confirm the key), or, when
 * the files are kept on the API's disk, multipart to the API's own upload route.
 */
export const uploadTicketSchema = z.discriminatedUnion("direct", [
  z.object({
    direct: z.literal(true),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    key: z.string(),
    max_bytes: z.number().int(),
  }),
  z.object({ direct: z.literal(false), url: z.string() }),
]);
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** A direct upload done: the key the ticket named. */
export const uploadConfirmSchema = z.object({ key: z.string().trim().min(1).max(200) }).strict();
