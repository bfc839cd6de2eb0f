import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { CustomerNotificationChannel } from "@despacho/domain";
import type { FastifyInstance } from "fastify";

/** How long the gateway may take before the attempt counts as failed. */
const GATEWAY_TIMEOUT_MS = 10_000;

export interface OutgoingMessage {
  channel: CustomerNotificationChannel;
  recipient: string;
  subject: string;
  body: string;
  /** The headquarter's gateway, for the http channel. */
  gateway: string | null;
}

/** Loopback, private, link-local, shared and unspecified ranges: none is a customer gateway (no SSRF). */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  INTERNAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  INTERNAL.addSubnet(network, prefix, "ipv6");

export const INTERNAL_GATEWAY = "La pasarela apunta a una dirección interna";

/** Refuses a gateway whose host is, or resolves to, an internal address. */
async function refuseInternal(gateway: string) {
  const host = new URL(gateway).hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  if (addresses.some((a) => INTERNAL.check(a.address, a.family === 6 ? "ipv6" : "ipv4"))) throw new Error(INTERNAL_GATEWAY);
}

/** One adapter per channel: the mailer for email, a JSON POST {to, message} to the headquarter's SMS or WhatsApp gateway. */
export async function send(app: FastifyInstance, message: OutgoingMessage): Promise<void> {
  if (message.channel === "email") {
    await app.mailer.send({ to: message.recipient, subject: message.subject, body: message.body });
    return;
  }
  if (!message.gateway) throw new Error("La sucursal no tiene pasarela de mensajes configurada");
  if (!app.config.gatewayPrivateHosts) await refuseInternal(message.gateway);
  const res = await fetch(message.gateway, {
    method: "POST",
    // A redirect could lead anywhere, an internal address included: the gateway answers itself or fails.
    redirect: "error",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ to: message.recipient, message: message.body }),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`La pasarela respondió ${res.status}`);
}
