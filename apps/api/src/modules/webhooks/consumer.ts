import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { WEBHOOK_SOURCE_EVENTS } from "@despacho/domain";
import type { ConsumerHandlers } from "../../plugins/domain-events.js";
import { deliverDue } from "./deliver.js";
import { pruneSweeper } from "./prune.js";
import { queueDeliveries } from "./queue.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the due webhook deliveries soon (where the jobs poll runs; tests run app.jobs.runDue()). */
    deliverWebhooks(): void;
  }
}

/**
 * Issue 26 as an outbox consumer (decision 023): each event a subscription chose becomes a delivery row, sent after
 * the pass, and again by the jobs sweeper (retries, other nodes' rows, a node that died mid-send).
 */
export const webhooksConsumer = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> | null = null;
    let again = false;
    const run = (): Promise<unknown> =>
      deliverDue(app)
        .catch((err) => app.log.error({ err }, "webhook delivery failed"))
        .finally(() => {
          running = again ? run() : null;
          again = false;
        });
    app.decorate("deliverWebhooks", () => {
      if (app.config.jobsPollMs <= 0) return;
      if (running) again = true;
      else running = run();
    });
    app.addHook("preClose", async () => {
      again = false;
      await running;
    });
    app.jobs.sweep("webhooks", () => deliverDue(app));
    app.jobs.sweep("webhook-deliveries-prune", pruneSweeper(app.db, app.config.webhookDeliveryRetentionDays));
    const queue = async (event: Parameters<typeof queueDeliveries>[1], id: number) => {
      if ((await queueDeliveries(app.db, event, id)) > 0) app.deliverWebhooks();
    };
    app.events.consume("webhooks", Object.fromEntries(WEBHOOK_SOURCE_EVENTS.map((name) => [name, queue])) as ConsumerHandlers, {
      // Only a headquarter with a subscription has anyone to tell.
      relevant: "exists (select 1 from webhook_subscriptions w where w.headquarter_id = e.headquarter_id)",
    });
  },
  { name: "webhooks-consumer", dependencies: ["domain-events", "jobs"] },
);
