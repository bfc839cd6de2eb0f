import { createHmac, randomBytes } from "node:crypto";

/** A subscription's secret in the Standard Webhooks form: "whsec_" and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/**
 * Standard Webhooks (standardwebhooks.com): "v1," and the base64 HMAC-SHA256, keyed with the secret's bytes (the
 * base64 after "whsec_"), of `${id}.${timestamp}.${body}`; the timestamp in seconds.
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The headers of one attempt: the delivery's id (the receiver's idempotency key), the time it was signed, the signature. */
export function webhookHeaders(secret: string, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookSignature(secret, id, timestamp, body),
  };
}
