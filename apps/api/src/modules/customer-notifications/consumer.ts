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
    app.events.consume(
      "customer-notifications",
      {
        [DOMAIN_EVENTS.serviceCreated]: ({ payload }) => queueNotifications(app, payload.service, "created"),
        [DOMAIN_EVENTS.serviceChanged]: async ({ payload }) => {
          const event = customerEventOf(payload.status, payload.previous_status);
          if (event) await queueNotifications(app, payload.service, event);
        },
      },
      // Only a customer with an e-mail, or a headquarter with a gateway, can be told (queueNotifications' recipients).
      {
        relevant: `exists (select 1 from customer_gateways g where g.headquarter_id = e.headquarter_id)
          or exists (select 1 from services s join customers k on k.id = s.customer_id
            where s.id = (e.payload->>'service')::uuid and k.email is not null offset 0)`,
      },
    );
  },
  { name: "customer-notifications-consumer", dependencies: ["domain-events", "jobs", "mailer"] },
);
