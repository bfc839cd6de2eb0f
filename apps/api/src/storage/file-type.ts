// Trust the bytes, not the file name: every upload (photos, service files, chat media) is told by its signature.
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadKind, uploadSizeRefusal } from "@despacho/domain";
import { AppError, badRequest } from "../errors.js";

export interface FileType {
  extension: string;
  contentType: string;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: (FileType & { bytes: number[]; at: number })[] = [
  { extension: "png", contentType: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47], at: 0 },
  { extension: "jpg", contentType: "image/jpeg", bytes: [0xff, 0xd8, 0xff], at: 0 },
  { extension: "gif", contentType: "image/gif", bytes: ascii("GIF8"), at: 0 },
  { extension: "webp", contentType: "image/webp", bytes: ascii("WEBP"), at: 8 },
  { extension: "pdf", contentType: "application/pdf", bytes: ascii("%PDF"), at: 0 },
  { extension: "wav", contentType: "audio/wav", bytes: ascii("WAVE"), at: 8 },
  { extension: "ogg", contentType: "audio/ogg", bytes: ascii("OggS"), at: 0 },
  { extension: "mp3", contentType: "audio/mpeg", bytes: ascii("ID3"), at: 0 },
  { extension: "mp3", contentType: "audio/mpeg", bytes: [0xff, 0xfb], at: 0 },
  { extension: "m4a", contentType: "audio/mp4", bytes: ascii("ftypM4A"), at: 4 },
  { extension: "mov", contentType: "video/quicktime", bytes: ascii("ftypqt"), at: 4 },
  { extension: "mp4", contentType: "video/mp4", bytes: ascii("ftyp"), at: 4 },
  { extension: "webm", contentType: "video/webm", bytes: [0x1a, 0x45, 0xdf, 0xa3], at: 0 },
];

/** The file's type from its first bytes, or null when it is none the API stores. */
export function fileType(data: Uint8Array): FileType | null {
  const found = SIGNATURES.find((s) => s.bytes.every((b, i) => data[s.at + i] === b));
  return found ? { extension: found.extension, contentType: found.contentType } : null;
}

/** The extension a stored file of this content type gets (audio/webm is a WebM), or null for none we store. */
export function extensionOf(contentType: string): string | null {
  const type = contentType === "audio/webm" ? "video/webm" : contentType;
  return SIGNATURES.find((s) => s.contentType === type)?.extension ?? null;
}

/** The content type of a stored file by the extension its bytes gave it, or null for none we store. */
export function contentTypeOf(extension: string): string | null {
  return SIGNATURES.find((s) => s.extension === extension)?.contentType ?? null;
}

/** A photo: PNG, JPEG, GIF or WEBP. */
export const isImage = (type: { contentType: string }) => type.contentType.startsWith("image/");

/** A WebM or MP4 container holding only sound is the audio kind (browsers record voice notes as WebM). */
function asKind(type: FileType, kind: UploadKind): FileType {
  if (kind === "audio" && type.contentType === "video/webm") return { ...type, contentType: "audio/webm" };
  return type;
}

/** spec §5: 413 with the domain's size refusal (uploadSizeRefusal) when the file is larger than `maxBytes`. */
export function refuseTooLarge(field: string, sizeBytes: number, maxBytes: number) {
  const message = uploadSizeRefusal(sizeBytes, maxBytes);
  if (message) throw new AppError("PAYLOAD_TOO_LARGE", message, [{ field, message }]);
}

/**
 * The one check every upload passes: present, at most `maxBytes` (spec §5 message), and of an accepted type by its
 * bytes. `accepts` says which types; `wrongType` is the 400 message otherwise. Answers the type.
 */
export function checkedFile<T extends Uint8Array>(
  file: T | undefined,
  rule: { field: string; maxBytes: number; accepts: (type: FileType) => boolean; wrongType: string; declaredBytes?: number },
): FileType & { data: T } {
  if (!file || file.length === 0) throw badRequest(rule.field, UPLOAD_MESSAGES.missingFile);
  // A file cut at the limit (one byte past it) is as large as the request said.
  const cut = file.length > rule.maxBytes;
  refuseTooLarge(rule.field, cut ? Math.max(file.length, rule.declaredBytes ?? 0) : file.length, rule.maxBytes);
  const type = fileType(file);
  if (!type || !rule.accepts(type)) throw badRequest(rule.field, rule.wrongType);
  return { ...type, data: file };
}

/** The chat media rule of a kind (image, video or audio): its limit and its content types. */
export function checkedMedia<T extends Uint8Array>(file: T | undefined, kind: UploadKind, declaredBytes?: number) {
  const accepted = UPLOAD_CONTENT_TYPES[kind];
  const type = checkedFile(file, {
    field: "file",
    maxBytes: UPLOAD_MAX_BYTES[kind],
    accepts: (found) => accepted.includes(asKind(found, kind).contentType),
    wrongType: UPLOAD_MESSAGES.wrongType[kind],
    declaredBytes,
  });
  return { ...asKind(type, kind), data: type.data };
}
