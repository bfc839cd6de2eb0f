import { eq } from "drizzle-orm";
import {
  type CustomerNotificationChannel,
  type CustomerNotificationEvent,
  customerNotificationText,
  pinAsked,
  trackingUrl,
} from "@despacho/domain";
import type { FastifyInstance } from "fastify";
import { customerGateways, customerNotifications, customers, services, serviceTypes } from "../../db/schema/index.js";
import { trackingTokenOf } from "../tracking/index.js";

export const NOTIFICATION_JOB = "customer-notification";

/**
 * The messages of one customer event, one per channel the service can reach: email when its customer has one, the
 * headquarter's gateway when it has one (to the service's phone). Written once per service, event and channel, so a
 * repeated domain event adds nothing; each new message is a job for the adapters.
 */
export async function queueNotifications(app: FastifyInstance, serviceId: string, event: CustomerNotificationEvent) {
  const [found] = await app.db
    .select({ service: services, email: customers.email, gateway: customerGateways.url, proofRules: serviceTypes.proofRules })
    .from(services)
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
    .leftJoin(customers, eq(customers.id, services.customerId))
    .leftJoin(customerGateways, eq(customerGateways.headquarterId, services.headquarterId))
    .where(eq(services.id, serviceId));
  if (!found) return;
  const recipients: [CustomerNotificationChannel, string | null][] = [
    ["email", found.email],
    ["http", found.gateway ? found.service.phoneNumber : null],
  ];
  const reachable = recipients.filter((r): r is [CustomerNotificationChannel, string] => Boolean(r[1]));
  if (reachable.length === 0) return;
  const token = await trackingTokenOf(app.db, serviceId);
  const pin = pinAsked(found.proofRules) ? found.service.customerPin : null;
  const body = customerNotificationText(event, found.service.consecutive, trackingUrl(app.config.publicUrl, token), pin);
  const queued = await app.db
    .insert(customerNotifications)
    .values(
      reachable.map(([channel, recipient]) => ({ headquarterId: found.service.headquarterId, serviceId, event, channel, recipient, body })),
    )
    .onConflictDoNothing()
    .returning({ id: customerNotifications.id });
  for (const { id } of queued)
    await app.jobs.enqueue({ kind: NOTIFICATION_JOB, headquarterId: found.service.headquarterId, payload: { id } });
}
