import type { PresignedUpload } from "@despacho/domain";
import type { FileType } from "./file-type.js";

/** Where uploaded files live: local disk by default, S3-compatible object storage when configured. */
export interface Storage {
  /** Stores the bytes under a folder with a fresh name and answers its key (folder/name). */
  put(folder: string, type: FileType, data: Uint8Array): Promise<string>;
  /** The bytes stored under a key (folder/name), or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The public URL of a stored key (a file of a public folder). */
  urlOf(key: string): string;
  /** An address of a stored key that works until `expiresAt`, downloading the file as `filename` (decision 021). */
  signedUrl(key: string, filename: string, expiresAt: Date): Promise<string>;
  /** Object storage only: signed form fields for a browser to POST one file of at most maxBytes and of contentType. */
  presignedPost?(folder: string, extension: string, contentType: string, maxBytes: number): Promise<PresignedUpload>;
}

/**
 * Folders whose files are private (decision 021): served only through a signed URL. Service attachments (delivery
 * notes, invoices, IDs) are; chat media and profile, business and headquarter images are public under unguessable
 * names.
 */
export const PRIVATE_FOLDERS = ["services"] as const;

/** How long a signed URL of a private file works. */
export const SIGNED_URL_SECONDS = 300;

/** A fresh key for a stored file: folder/uuid.extension. */
export const newKey = (folder: string, extension: string) => `${folder}/${crypto.randomUUID()}.${extension}`;

/** The stored name of a key (its last segment), the download name when the caller gives none. */
export const nameOf = (key: string) => key.slice(key.lastIndexOf("/") + 1);
