import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived addresses of private files on local disk (decision 021): `/uploads/<key>?expires=…&name=…&signature=…`,
 * the signature an HMAC-SHA256 of the key, the expiry (Unix seconds) and the download name under a key derived from
 * the JWT secret (so every node with the same JWT_SECRET accepts the others' addresses).
 */
export function urlSigner(secret: string) {
  const signingKey = createHmac("sha256", secret).update("despacho:uploads:signed-url").digest();
  const mac = (key: string, expires: string, name: string) =>
    createHmac("sha256", signingKey).update(`${key}\n${expires}\n${name}`).digest();
  return {
    sign(key: string, name: string, expiresAt: Date): string {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      const query = new URLSearchParams({ expires, name, signature: mac(key, expires, name).toString("base64url") });
      return `/uploads/${key}?${query}`;
    },
    /** The download name of a valid, unexpired address of `key`, or null. */
    verify(key: string, query: URLSearchParams, now = Date.now()): { name: string } | null {
      const expires = query.get("expires") ?? "";
      const name = query.get("name") ?? "";
      const given = Buffer.from(query.get("signature") ?? "", "base64url");
      const expected = mac(key, expires, name);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now) return null;
      return { name };
    },
  };
}

export type UrlSigner = ReturnType<typeof urlSigner>;
