import { z } from "zod";
import { PRODUCT_NAME } from "../routing.js";

// Issue 23: the messages a service's customer receives with its tracking link, and how their sending is retried.

export const CUSTOMER_NOTIFICATION_EVENTS = ["created", "assigned", "arrived"] as const;
export type CustomerNotificationEvent = (typeof CUSTOMER_NOTIFICATION_EVENTS)[number];
/** email: through the mailer, to the customer's email; http: the headquarter's SMS or WhatsApp gateway, to the phone. */
export const CUSTOMER_NOTIFICATION_CHANNELS = ["email", "http"] as const;
export type CustomerNotificationChannel = (typeof CUSTOMER_NOTIFICATION_CHANNELS)[number];
export const CUSTOMER_NOTIFICATION_STATUSES = ["pending", "sent", "failed"] as const;
export type CustomerNotificationStatus = (typeof CUSTOMER_NOTIFICATION_STATUSES)[number];

/** Attempts before a message is given up as failed, and the wait before the first retry (doubling after each). */
export const NOTIFICATION_ATTEMPTS_MAX = 5;
export const NOTIFICATION_RETRY_BASE_MS = 30_000;
/** The service history's action for one attempt to send a customer's message. */
export const NOTIFICATION_HISTORY_ACTION = "customer_notification";

/** The wait after a failed attempt `attempt` (1-based) before the next one; null when it was the last. */
export function notificationRetryDelayMs(attempt: number): number | null {
  return attempt >= NOTIFICATION_ATTEMPTS_MAX ? null : NOTIFICATION_RETRY_BASE_MS * 2 ** (attempt - 1);
}

/** The customer event a service's new status makes, if any: a courier assigned, the service arrived (finished). */
export function customerEventOf(status: string, previousStatus: string): CustomerNotificationEvent | null {
  if (status === previousStatus) return null;
  if (status === "assigned") return "assigned";
  if (status === "finished") return "arrived";
  return null;
}

const LINES: Record<CustomerNotificationEvent, (consecutive: number) => string> = {
  created: (n) => `recibimos su solicitud de servicio #${n}. Sígala aquí`,
  assigned: (n) => `su servicio #${n} ya tiene mensajero asignado. Sígalo aquí`,
  arrived: (n) => `su servicio #${n} llegó a su destino. Califíquelo aquí`,
};

/** The text of a message: one line with the tracking link, short enough for an SMS; the PIN (issue 24) while it is asked. */
export const customerNotificationText = (event: CustomerNotificationEvent, consecutive: number, link: string, pin: string | null = null) =>
  `${PRODUCT_NAME}: ${LINES[event](consecutive)}: ${link}${pin !== null && event !== "arrived" ? ` PIN para el mensajero: ${pin}` : ""}`;

export const customerNotificationSubject = (consecutive: number) => `${PRODUCT_NAME}: servicio #${consecutive}`;

/** The headquarter's SMS or WhatsApp gateway: the HTTP adapter POSTs {to, message} there; null turns it off. */
export const CUSTOMER_GATEWAY_URL_MAX = 500;
export const customerGatewaySchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: "Use una dirección http(s) válida" })
      .max(CUSTOMER_GATEWAY_URL_MAX, { error: `Máximo ${CUSTOMER_GATEWAY_URL_MAX} caracteres` })
      .nullable(),
  })
  .strict();
export type CustomerGateway = z.infer<typeof customerGatewaySchema>;
/** The setting's form: an empty address turns the gateway off. */
export const customerGatewayFormSchema = z
  .object({
    url: z
      .string()
      .trim()
      .transform((url) => url || null)
      .pipe(customerGatewaySchema.shape.url),
  })
  .strict();
