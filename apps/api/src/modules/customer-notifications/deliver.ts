import { eq } from "drizzle-orm";
import { customerNotificationSubject, NOTIFICATION_HISTORY_ACTION, notificationRetryDelayMs } from "@despacho/domain";
import type { FastifyInstance } from "fastify";
import { customerGateways, customerNotifications, serviceHistory, services } from "../../db/schema/index.js";
import type { JobRow } from "../../plugins/jobs.js";
import { send } from "./adapters.js";
import { NOTIFICATION_JOB } from "./queue.js";

/**
 * The job of one message: one attempt through its adapter, recorded on the service's history (visible to the
 * operators); a failure is tried again after notificationRetryDelayMs, until the attempts run out.
 */
export const deliverNotification = (app: FastifyInstance) => async (job: JobRow) => {
  const id = String(job.payload.id);
  const [found] = await app.db
    .select({ message: customerNotifications, status: services.status, consecutive: services.consecutive, gateway: customerGateways.url })
    .from(customerNotifications)
    .innerJoin(services, eq(services.id, customerNotifications.serviceId))
    .leftJoin(customerGateways, eq(customerGateways.headquarterId, customerNotifications.headquarterId))
    .where(eq(customerNotifications.id, id));
  if (!found || found.message.status !== "pending") return null;
  const { message } = found;
  const attempt = message.attempts + 1;
  let error: string | null = null;
  try {
    await send(app, { ...message, subject: customerNotificationSubject(found.consecutive), gateway: found.gateway });
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const retryIn = error ? notificationRetryDelayMs(attempt) : null;
  const status = error === null ? "sent" : retryIn === null ? "failed" : "pending";
  await app.db.transaction(async (tx) => {
    await tx.update(customerNotifications).set({ attempts: attempt, status }).where(eq(customerNotifications.id, id));
    await tx.insert(serviceHistory).values({
      serviceId: message.serviceId,
      userId: null,
      action: NOTIFICATION_HISTORY_ACTION,
      fromStatus: found.status,
      toStatus: found.status,
      data: { event: message.event, channel: message.channel, recipient: message.recipient, attempt, sent: error === null, error },
    });
  });
  if (retryIn !== null) {
    await app.jobs.enqueue({
      kind: NOTIFICATION_JOB,
      headquarterId: message.headquarterId,
      payload: { id },
      runAt: new Date(Date.now() + retryIn),
    });
  }
  return { attempt, status };
};
