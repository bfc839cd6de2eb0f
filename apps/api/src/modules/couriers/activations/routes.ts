import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { activationListQuerySchema, activationSchema, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { pageOf, windowOf } from "../../../pagination.js";
import { allow, headquarterOf } from "../../../plugins/access.js";
import { presentActivation } from "./presenter.js";
import { listActivations } from "./queries/activations.js";

// spec §2.2 /courier-activation-history (view_activationhistory): the rows POST /api/courier/activation/ writes.
export async function courierActivationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/messenger-activations/",
    {
      schema: {
        tags: ["messenger-activations"],
        summary: "List the couriers' activation history",
        description: "When each courier went online or offline (10 per page).",
        querystring: activationListQuerySchema,
        response: { 200: pageSchema(activationSchema) },
      },
      config: { access: allow.inHeadquarter(["view_activationhistory"]) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.messengers);
      const { rows, total } = await listActivations(app.db, headquarterOf(req), win, req.query);
      return pageOf(req, win, total, rows.map(presentActivation));
    },
  );
}
