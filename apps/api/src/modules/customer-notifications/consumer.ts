import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { customerEventOf, DOMAIN_EVENTS } from "@despacho/domain";
import { deliverNotification } from "./deliver.js";
import { NOTIFICATION_JOB, queueNotifications } from "./queue.js";

/**
 * Issue 23 as an outbox consumer: a service created, assigned or arrived (finished) tells its customer, with the
 * tracking link, through the messages outbox; the jobs deliver each message and retry it.
 */
export const customerNotificationsConsumer = fp(
  async (app: FastifyInstance) => {
    app.jobs.handle(NOTIFICATION_JOB, deliverNotification(app));
    app.events.consume("customer-notifications", {
      [DOMAIN_EVENTS.serviceCreated]: ({ payload }) => queueNotifications(app, payload.service, "created"),
      [DOMAIN_EVENTS.serviceChanged]: async ({ payload }) => {
        const event = customerEventOf(payload.status, payload.previous_status);
        if (event) await queueNotifications(app, payload.service, event);
      },
    });
  },
  { name: "customer-notifications-consumer", dependencies: ["domain-events", "jobs", "mailer"] },
);
