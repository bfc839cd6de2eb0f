import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DOMAIN_EVENTS } from "@despacho/domain";
import { recordEvents } from "../../plugins/domain-events.js";
import { queueChangeEvents, settleCourierQueues } from "./sync.js";

/**
 * issue 12 as an outbox consumer (issue 20): a courier who took a service leaves their zone's queue, one who left it
 * or finished it enters again, one who went online or offline or moved enters or leaves; each queue that changed is recorded
 * as geozone.queue-changed in the same transaction. Settling twice is harmless (a courier in the right queue keeps
 * their place), so the at-least-once delivery is safe.
 */
export const geozoneQueueConsumer = fp(
  async (app: FastifyInstance) => {
    const settle = async (couriers: (string | null)[]) => {
      const ids = [...new Set(couriers)].filter((id) => id !== null);
      if (ids.length === 0) return;
      await app.db.transaction(async (tx) => recordEvents(tx, queueChangeEvents(await settleCourierQueues(tx, ids))));
    };
    app.events.consume("geozone-queues", {
      [DOMAIN_EVENTS.serviceChanged]: ({ payload }) => settle([payload.messenger, payload.previous_messenger]),
      [DOMAIN_EVENTS.courierPresenceChanged]: ({ payload }) => settle([payload.messenger]),
      // A courier who moved into or out of a queued zone enters or leaves its queue.
      [DOMAIN_EVENTS.courierLocated]: ({ payload }) => settle(payload.couriers.map((c) => c.messenger)),
    });
  },
  { name: "geozone-queue-consumer", dependencies: ["domain-events"] },
);
