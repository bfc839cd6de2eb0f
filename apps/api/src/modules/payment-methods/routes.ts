import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idParamsSchema,
  pageSchema,
  paymentMethodInputSchema,
  paymentMethodListQuerySchema,
  paymentMethodPatchSchema,
  paymentMethodSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { createPaymentMethod, deletePaymentMethod, updatePaymentMethod } from "./commands/save.js";
import { presentPaymentMethod } from "./presenter.js";
import { listPaymentMethods, paymentMethodFor } from "./queries/payment-methods.js";

const READ = ["add_service", "view_desktop_menu", "view_service_menu", "view_configuration_menu"] as const;
const WRITE = ["view_configuration_menu"] as const;
const tags = ["payment-methods"];

// spec §3 Payment method (is_default, is_used), §7 Others: /payment-method/ CRUD.
export async function paymentMethodRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/payment-method/",
    {
      schema: { tags, querystring: paymentMethodListQuerySchema, response: { 200: pageSchema(paymentMethodSchema) } },
      config: { access: allow.inHeadquarter(READ) },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listPaymentMethods(app.db, headquarterOf(req), win, req.query.is_config ?? false);
      return pageOf(req, win, total, rows.map(presentPaymentMethod));
    },
  );

  r.post(
    "/api/payment-method/",
    {
      schema: { tags, body: paymentMethodInputSchema, response: { 201: paymentMethodSchema } },
      config: { access: allow.inHeadquarter(WRITE), idempotent: true },
    },
    async (req, reply) => {
      const row = await createPaymentMethod(app.db, headquarterOf(req), req.body);
      return reply.status(201).send(presentPaymentMethod(row));
    },
  );

  r.get(
    "/api/payment-method/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: paymentMethodSchema } },
      config: { access: allow.inHeadquarter(READ, "payment-method") },
    },
    async (req) => presentPaymentMethod(await paymentMethodFor(app.db, headquarterOf(req), req.params.id)),
  );

  r.patch(
    "/api/payment-method/:id/",
    {
      schema: { tags, params: idParamsSchema, body: paymentMethodPatchSchema, response: { 200: paymentMethodSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(WRITE, "payment-method") },
    },
    async (req) => presentPaymentMethod(await updatePaymentMethod(app.db, headquarterOf(req), req.params.id, req.body)),
  );

  r.delete(
    "/api/payment-method/:id/",
    { schema: { tags, params: idParamsSchema }, config: { conflicts: true, access: allow.inHeadquarter(WRITE, "payment-method") } },
    async (req, reply) => {
      await deletePaymentMethod(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
