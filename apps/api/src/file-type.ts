// Trust the bytes, not the file name: the kinds of upload the API accepts (profile photos, service files).
const SIGNATURES: { extension: string; contentType: string; bytes: number[]; at: number }[] = [
  { extension: "png", contentType: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47], at: 0 },
  { extension: "jpg", contentType: "image/jpeg", bytes: [0xff, 0xd8, 0xff], at: 0 },
  { extension: "gif", contentType: "image/gif", bytes: [0x47, 0x49, 0x46, 0x38], at: 0 },
  { extension: "webp", contentType: "image/webp", bytes: [0x57, 0x45, 0x42, 0x50], at: 8 },
  { extension: "pdf", contentType: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46], at: 0 },
];

export function fileType(data: Buffer): { extension: string; contentType: string } | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => data[s.at + i] === b)) ?? null;
}

/** A photo: PNG, JPEG, GIF or WEBP. */
export const isImage = (type: { contentType: string }) => type.contentType.startsWith("image/");
