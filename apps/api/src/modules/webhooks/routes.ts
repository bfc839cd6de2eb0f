import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idParamsSchema,
  PAGE_SIZE,
  pageSchema,
  webhookCreatedSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookPatchSchema,
  webhookSchema,
  webhookSecretSchema,
} from "@despacho/domain";
import { z } from "zod";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { createWebhook, deleteWebhook, findWebhook, queueTestEvent, resendDelivery, updateWebhook } from "./commands/webhooks.js";
import { presentDelivery, presentWebhook } from "./presenter.js";
import { listDeliveries, listWebhooks } from "./queries/deliveries.js";

const tags = ["webhooks"];
const PERMISSION = ["view_webhook_menu"] as const;
const access = allow.inHeadquarter(PERMISSION);
const onWebhook = allow.inHeadquarter(PERMISSION, "webhook");
const onDelivery = allow.inHeadquarter(PERMISSION, "webhook-delivery");

/** Issue 26: a headquarter's webhook subscriptions, their secrets, a test event, the delivery log and resending. */
export async function webhookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/webhooks/", { schema: { tags, response: { 200: z.array(webhookSchema) } }, config: { access } }, async (req) =>
    (await listWebhooks(app.db, headquarterOf(req))).map(presentWebhook),
  );

  r.post(
    "/api/webhooks/",
    { schema: { tags, body: webhookInputSchema, response: { 201: webhookCreatedSchema } }, config: { access, idempotent: true } },
    async (req, reply) => {
      const row = await createWebhook(app.db, headquarterOf(req), req.body);
      return reply.status(201).send({ ...presentWebhook(row), secret: row.secret });
    },
  );

  r.patch(
    "/api/webhooks/:id/",
    { schema: { tags, params: idParamsSchema, body: webhookPatchSchema, response: { 200: webhookSchema } }, config: { access: onWebhook } },
    async (req) => {
      const row = await updateWebhook(app.db, headquarterOf(req), req.params.id, req.body);
      if (req.body.active) app.deliverWebhooks();
      return presentWebhook(row);
    },
  );

  r.delete("/api/webhooks/:id/", { schema: { tags, params: idParamsSchema }, config: { access: onWebhook } }, async (req, reply) => {
    await deleteWebhook(app.db, headquarterOf(req), req.params.id);
    return reply.status(204).send();
  });

  // The secret again, for whoever manages the headquarter's webhooks (a receiver set up later needs it).
  r.get(
    "/api/webhooks/:id/secret/",
    { schema: { tags, params: idParamsSchema, response: { 200: webhookSecretSchema } }, config: { access: onWebhook } },
    async (req) => ({ secret: (await findWebhook(app.db, headquarterOf(req), req.params.id)).secret }),
  );

  r.post(
    "/api/webhooks/:id/test/",
    { schema: { tags, params: idParamsSchema, response: { 202: webhookDeliverySchema } }, config: { access: onWebhook } },
    async (req, reply) => {
      const row = await queueTestEvent(app.db, headquarterOf(req), req.params.id);
      app.deliverWebhooks();
      return reply.status(202).send(presentDelivery(row));
    },
  );

  r.get(
    "/api/webhook-deliveries/",
    { schema: { tags, querystring: webhookDeliveryQuerySchema, response: { 200: pageSchema(webhookDeliverySchema) } }, config: { access } },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.webhookDeliveries);
      const { rows, total } = await listDeliveries(app.db, headquarterOf(req), req.query.webhook, win);
      return pageOf(
        req,
        win,
        total,
        rows.map((r) => presentDelivery(r.row)),
      );
    },
  );

  r.post(
    "/api/webhook-deliveries/:id/resend/",
    { schema: { tags, params: idParamsSchema, response: { 202: webhookDeliverySchema } }, config: { access: onDelivery } },
    async (req, reply) => {
      const row = await resendDelivery(app.db, headquarterOf(req), req.params.id);
      app.deliverWebhooks();
      return reply.status(202).send(presentDelivery(row));
    },
  );
}
