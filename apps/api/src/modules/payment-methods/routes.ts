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
import { headquarterOf } from "../../plugins/access.js";
import { pageOf, windowOf } from "../../pagination.js";
import * as paymentMethods from "./service.js";

const READ = ["add_service", "view_desktop_menu", "view_service_menu", "view_configuration_menu"];
const WRITE = ["view_configuration_menu"];
const list = (permission: string[]) => ({ kind: "user", headquarter: true, permission }) as const;
const one = (permission: string[]) => ({ ...list(permission), resource: "payment-method" }) as const;
const tags = ["payment-methods"];

// spec §3 Payment method (is_default, is_used), §7 Others: /payment-method/ CRUD.
export async function paymentMethodRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/payment-method/",
    {
      schema: { tags, querystring: paymentMethodListQuerySchema, response: { 200: pageSchema(paymentMethodSchema) } },
      config: { access: list(READ) },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await paymentMethods.listPaymentMethods(app.db, headquarterOf(req), win, req.query.is_config ?? false);
      return pageOf(req, win, total, rows.map(paymentMethods.presentPaymentMethod));
    },
  );

  r.post(
    "/api/payment-method/",
    {
      schema: { tags, body: paymentMethodInputSchema, response: { 201: paymentMethodSchema } },
      config: { access: list(WRITE), idempotent: true },
    },
    async (req, reply) => {
      const row = await paymentMethods.createPaymentMethod(app.db, headquarterOf(req), req.body);
      return reply.status(201).send(paymentMethods.presentPaymentMethod(row));
    },
  );

  r.get(
    "/api/payment-method/:id/",
    { schema: { tags, params: idParamsSchema, response: { 200: paymentMethodSchema } }, config: { access: one(READ) } },
    async (req) => paymentMethods.presentPaymentMethod(await paymentMethods.paymentMethodFor(app.db, headquarterOf(req), req.params.id)),
  );

  r.patch(
    "/api/payment-method/:id/",
    {
      schema: { tags, params: idParamsSchema, body: paymentMethodPatchSchema, response: { 200: paymentMethodSchema } },
      config: { access: one(WRITE) },
    },
    async (req) =>
      paymentMethods.presentPaymentMethod(await paymentMethods.updatePaymentMethod(app.db, headquarterOf(req), req.params.id, req.body)),
  );

  r.delete("/api/payment-method/:id/", { schema: { tags, params: idParamsSchema }, config: { access: one(WRITE) } }, async (req, reply) => {
    await paymentMethods.deletePaymentMethod(app.db, headquarterOf(req), req.params.id);
    return reply.status(204).send();
  });
}
