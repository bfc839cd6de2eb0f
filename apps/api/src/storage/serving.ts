// How a stored file is answered (decision 021): a browser shows an image in place; anything else (PDF, audio,
// video) is downloaded and, if opened anyway, runs sandboxed with no script, form or plugin of our origin.
import { contentTypeOf } from "./file-type.js";

/** spec §5 types are told by their bytes at upload and named by them, so the stored extension is the real type. */
export const isInline = (contentType: string) => contentType.startsWith("image/");

/** RFC 6266 attachment with an ASCII fallback and the UTF-8 name (RFC 5987). */
export function attachment(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The Content-Disposition a stored file gets, or null to show it in place. */
export const dispositionOf = (contentType: string, filename: string): string | null =>
  isInline(contentType) ? null : attachment(filename);

/** The CSP of a file that is not shown in place: no script, no subresource, a unique origin. */
export const SANDBOX_POLICY = "sandbox; default-src 'none'";

/** The type of a stored key by its extension, which its bytes gave it at upload (unknown: a download). */
export const storedTypeOf = (key: string) => contentTypeOf(key.slice(key.lastIndexOf(".") + 1)) ?? "application/octet-stream";

/** The headers of a file served from local disk. */
export function servingHeaders(key: string, filename: string): Record<string, string> {
  const disposition = dispositionOf(storedTypeOf(key), filename);
  const headers: Record<string, string> = { "x-content-type-options": "nosniff" };
  if (disposition) Object.assign(headers, { "content-disposition": disposition, "content-security-policy": SANDBOX_POLICY });
  return headers;
}
