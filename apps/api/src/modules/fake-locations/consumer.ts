import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DOMAIN_EVENTS } from "@despacho/domain";
import { fakeLocationChecks } from "../../db/schema/index.js";
import { recordEvents } from "../../plugins/domain-events.js";
import { checkBatch } from "./commands/record-detections.js";

/**
 * The fake-location check as an outbox consumer (issue 20): each courier.located batch is checked once, in one
 * transaction that marks it checked (the outbox delivers at least once), writes the captures and evidence, and records
 * courier.fake-location-detected for the headquarters of each courier with new evidence; the socket fan-out tells
 * their desks. The couriers' location batch knows nothing of it.
 */
export const fakeLocationConsumer = fp(
  async (app: FastifyInstance) => {
    app.events.consume("fake-locations", {
      [DOMAIN_EVENTS.courierLocated]: ({ payload }, id) =>
        app.db.transaction(async (tx) => {
          const [first] = await tx.insert(fakeLocationChecks).values({ eventId: id }).onConflictDoNothing().returning();
          if (first) await recordEvents(tx, await checkBatch(tx, payload));
        }),
    });
  },
  { name: "fake-location-consumer", dependencies: ["domain-events"] },
);
