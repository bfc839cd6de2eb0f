import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  COURIER_SERVICE_ACTIONS,
  DEFAULT_PROOF_RULES,
  type CourierProofInput,
  courierProofSchema,
  courierServiceListQuerySchema,
  courierServiceSchema,
  idParamsSchema,
  PAGE_SIZE,
  PROOF_STEP_OF_ACTION,
  pageSchema,
  serviceDetailSchema,
} from "@despacho/domain";
import { z } from "zod";
import { pageOf, windowOf } from "../../../../pagination.js";
import { allow, courierOf } from "../../../../plugins/access.js";
import { loadServices } from "../../../services/index.js";
import { runCourierAction } from "../commands/services.js";
import { courierServiceIds, proofRulesOf, routeOrdersOf } from "../queries/services.js";

const tags = ["courier"];

/** The courier's services: their list (with each type's proof rules), and their steps with the desk's rules and live events. */
export async function courierServiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/courier/services/",
    {
      schema: { tags, querystring: courierServiceListQuerySchema, response: { 200: pageSchema(courierServiceSchema) } },
      config: { access: allow.courier() },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.services);
      const { messengerId } = courierOf(req);
      const { ids, total } = await courierServiceIds(app.db, messengerId, win, req.query.status);
      const [loaded, rules, orders] = await Promise.all([
        loadServices(app.db, ids),
        proofRulesOf(app.db, ids),
        routeOrdersOf(app.db, messengerId, ids),
      ]);
      return pageOf(
        req,
        win,
        total,
        loaded.map((service) => ({
          ...service,
          proof_rules: rules.get(service.uuid) ?? DEFAULT_PROOF_RULES,
          order: orders.get(service.uuid) ?? null,
        })),
      );
    },
  );

  for (const action of COURIER_SERVICE_ACTIONS) {
    r.patch(
      `/api/courier/services/:id/${action}/`,
      {
        // A PATCH without a body reaches the schema as null; the pickup and the drop-off carry their proof (issue 24).
        schema: {
          tags,
          params: idParamsSchema,
          body: (PROOF_STEP_OF_ACTION[action] ? courierProofSchema : z.object({}).strict()).nullish(),
          response: { 200: serviceDetailSchema },
        },
        // The courier app's outbox sends each action with an Idempotency-Key: a retry replays the first answer.
        config: { access: allow.courier(), idempotent: true },
      },
      async (req) => {
        await runCourierAction(app.db, courierOf(req), req.params.id, action, req.body as CourierProofInput | null);
        await app.events.dispatch();
        const [service] = await loadServices(app.db, [req.params.id]);
        return service;
      },
    );
  }
}
