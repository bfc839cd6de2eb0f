import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The response headers helmet's defaults set (OWASP secure headers), minus COEP, which the map's
 * tiles and the help videos' frames need off. One frozen object set once per response: cheaper
 * than helmet's per-request middleware chain on the desk's hot reads.
 */
const SECURITY_HEADERS = Object.freeze({
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

/**
 * No inline or foreign script. Styles may be inline (MUI's emotion writes <style> tags, the
 * notification frame's cleaned HTML keeps style attributes); the map runs its worker from our
 * origin or a blob and reads its style and tiles from the origin of MAP_STYLE_URL; images may come
 * from any https address (notification bodies); frames are our own, the srcdoc notification frame
 * and https video players. 'self' in connect-src covers the socket's same-origin ws:/wss:. With object storage, the
 * browser posts chat files to it and shows them from it (`storageUrl`: where stored files are served); a voice
 * note is played from a blob before it is sent.
 */
function contentSecurityPolicy(mapStyleUrl?: string, storageUrl?: string): string {
  const mapOrigin = mapStyleUrl ? ` ${new URL(mapStyleUrl).origin}` : "";
  const storage = storageUrl ? ` ${new URL(storageUrl).origin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${mapOrigin}${storage}`,
    `media-src 'self' blob:${storage}`,
    "font-src 'self' data:",
    `connect-src 'self'${mapOrigin}${storage}`,
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { mapStyleUrl?: string; storageUrl?: string }) => {
    const policy = contentSecurityPolicy(opts.mapStyleUrl, opts.storageUrl);
    const headers = Object.freeze({ ...SECURITY_HEADERS, "content-security-policy": policy });
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
