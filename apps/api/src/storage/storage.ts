import type { PresignedUpload } from "@despacho/domain";
import type { FileType } from "./file-type.js";

/** Where uploaded files live: local disk by default, S3-compatible object storage when configured. */
export interface Storage {
  /** Stores the bytes under a folder with a fresh name and answers the public URL. */
  put(folder: string, type: FileType, data: Uint8Array): Promise<string>;
  /** The bytes stored under a key (folder/name), or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The public URL of a stored key. */
  urlOf(key: string): string;
  /** Object storage only: signed form fields for a browser to POST one file of at most maxBytes and of contentType. */
  presignedPost?(folder: string, extension: string, contentType: string, maxBytes: number): Promise<PresignedUpload>;
}

/** A fresh key for a stored file: folder/uuid.extension. */
export const newKey = (folder: string, extension: string) => `${folder}/${crypto.randomUUID()}.${extension}`;
