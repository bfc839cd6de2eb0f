import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DOMAIN_EVENTS } from "@despacho/domain";
import { recordEarning } from "./commands/record-earning.js";

/**
 * Payroll as an outbox consumer (issue 25, docs/decisions/023): a service that became finished earns its courier one
 * ledger entry. At least once is safe: the ledger keeps one earning per service (unique index), so a second pass
 * writes nothing. The services area knows nothing of payroll.
 */
export const payrollConsumer = fp(
  async (app: FastifyInstance) => {
    app.events.consume(
      "payroll",
      {
        [DOMAIN_EVENTS.serviceChanged]: async ({ payload }) => {
          if (payload.status !== "finished" || payload.previous_status === "finished") return;
          await app.db.transaction((tx) => recordEarning(tx, payload.service));
        },
      },
      // Only a change to finished may earn anything.
      { relevant: "e.payload->>'status' = 'finished'" },
    );
  },
  { name: "payroll-consumer", dependencies: ["domain-events"] },
);
