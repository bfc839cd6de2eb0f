import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type UploadedFile,
  type UploadKind,
  type UploadTicket,
  type UploadTicketRequest,
} from "@despacho/domain";
import { badRequest } from "../../errors.js";
import { checkedMedia, extensionOf, refuseTooLarge } from "../../storage/file-type.js";
import type { Storage } from "../../storage/storage.js";

const FOLDER = "chats";
const SIGNED_KEY = new RegExp(`^${FOLDER}/[0-9a-f-]{36}\\.[a-z0-9]+$`);

/**
 * spec §7 direct upload: for a file of an accepted type and size, signed form fields to POST it straight to object
 * storage (size and type are conditions of the signature); on local disk, the API route to send it to instead.
 */
export async function uploadTicket(
  storage: Storage,
  kind: UploadKind,
  request: UploadTicketRequest,
  apiRoute: string,
): Promise<UploadTicket> {
  const maxBytes = UPLOAD_MAX_BYTES[kind];
  // A recorder's "audio/webm;codecs=opus" is audio/webm: the parameters do not change the type.
  const contentType = (request.content_type.split(";")[0] ?? "").trim().toLowerCase();
  const extension = extensionOf(contentType);
  if (!UPLOAD_CONTENT_TYPES[kind].includes(contentType) || !extension) {
    throw badRequest("content_type", UPLOAD_MESSAGES.wrongType[kind]);
  }
  refuseTooLarge("size", request.size, maxBytes);
  if (!storage.presignedPost) return { direct: false, url: apiRoute };
  const signed = await storage.presignedPost(FOLDER, extension, contentType, maxBytes);
  return { direct: true, url: signed.url, fields: signed.fields, key: signed.key, max_bytes: signed.maxBytes };
}

/** A direct upload done: the stored bytes are checked like any upload; a file that fails is removed. */
export async function confirmUpload(storage: Storage, kind: UploadKind, key: string): Promise<UploadedFile> {
  const data = SIGNED_KEY.test(key) ? await storage.read(key) : null;
  if (!data) throw badRequest("key", UPLOAD_MESSAGES.notUploaded);
  try {
    const media = checkedMedia(data, kind);
    return { url: storage.urlOf(key), type: media.contentType, size: data.length };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
