import type { CustomerNotificationChannel } from "@despacho/domain";
import type { FastifyInstance } from "fastify";
import { isInternalUrl } from "../../outbound.js";

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

const INTERNAL_GATEWAY = "La pasarela apunta a una dirección interna";

/** One adapter per channel: the mailer for email, a JSON POST {to, message} to the headquarter's SMS or WhatsApp gateway. */
export async function send(app: FastifyInstance, message: OutgoingMessage): Promise<void> {
  if (message.channel === "email") {
    await app.mailer.send({ to: message.recipient, subject: message.subject, body: message.body });
    return;
  }
  if (!message.gateway) throw new Error("La sucursal no tiene pasarela de mensajes configurada");
  if (!app.config.gatewayPrivateHosts && (await isInternalUrl(message.gateway))) throw new Error(INTERNAL_GATEWAY);
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
