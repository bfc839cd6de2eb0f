import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACTION_PERMISSION,
  actionBodySchema,
  assignMultipleSchema,
  bulkResultSchema,
  cancelBodySchema,
  canFinishSchema,
  type DeskAction,
  finishBodySchema,
  idParamsSchema,
  messengerBodySchema,
  serviceDetailSchema,
  unassignMultipleSchema,
  updateMultipleSchema,
} from "@despacho/domain";
import { z } from "zod";
import { access } from "../access.js";
import { loadServices } from "../queries/load.js";
import { type ActionInput, canFinish, runAction, runBulkAction } from "../commands/actions.js";
import { updateServices } from "../commands/edits.js";
import { scopeOf } from "../scope.js";

const tags = ["services"];
const params = idParamsSchema;
// A PATCH without a body reaches the schema as null.
const emptyBody = z.object({}).strict().nullish();

// spec §4 actions and §7 PATCH /services/{id}/…: one transaction each, 409 when the status refuses.
export async function serviceActionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Each action's permission comes from the domain's ACTION_PERMISSION, the web's too.
  const byPermission = { assign: access.assign, change: access.change };
  const action = <B extends z.ZodType>(path: string, name: DeskAction, body: B, input: (b: z.infer<B>) => ActionInput) =>
    r.patch(
      `/api/services/:id/${path}/`,
      {
        schema: { tags, params, body, response: { 200: serviceDetailSchema } },
        config: { conflicts: true, access: byPermission[ACTION_PERMISSION[name]] },
      },
      async (req) => {
        await runAction(app.db, scopeOf(req), req.params.id, name, input(req.body as z.infer<B>));
        await app.events.dispatch();
        const [service] = await loadServices(app.db, [req.params.id]);
        return service;
      },
    );

  const version = (b: { expected_version?: number } | null | undefined) => ({ expectedVersion: b?.expected_version });
  action("assign", "assign", messengerBodySchema, (b) => ({ messenger: b.messenger, ...version(b) }));
  action("reassign", "reassign", messengerBodySchema, (b) => ({ messenger: b.messenger, ...version(b) }));
  action("unassign", "unassign", actionBodySchema.nullish(), version);
  action("spread", "spread", actionBodySchema.nullish(), version);
  action("cancel", "cancel", cancelBodySchema.nullish(), (b) => ({ reason: b?.reason, ...version(b) }));
  action("finish", "finish", finishBodySchema.nullish(), (b) => ({ completionData: b?.completion_data, ...version(b) }));

  r.patch(
    "/api/services/:id/can-finish/",
    { schema: { tags, params, body: emptyBody, response: { 200: canFinishSchema } }, config: { conflicts: true, access: access.change } },
    async (req) => canFinish(app.db, scopeOf(req), req.params.id),
  );

  r.patch(
    "/api/services/update-multiple/",
    { schema: { tags, body: updateMultipleSchema, response: { 200: bulkResultSchema } }, config: { access: access.changeMany } },
    async (req) => {
      const result = await updateServices(app.db, scopeOf(req), req.body.services, req.body.changes);
      await app.events.dispatch();
      return result;
    },
  );

  r.patch(
    "/api/services/assign-multiple/",
    { schema: { tags, body: assignMultipleSchema, response: { 200: bulkResultSchema } }, config: { access: access.assignMany } },
    async (req) => {
      const result = await runBulkAction(app.db, scopeOf(req), req.body.services, "assign", { messenger: req.body.messenger });
      await app.events.dispatch();
      return result;
    },
  );

  r.patch(
    "/api/services/unassign-multiple/",
    { schema: { tags, body: unassignMultipleSchema, response: { 200: bulkResultSchema } }, config: { access: access.assignMany } },
    async (req) => {
      const result = await runBulkAction(app.db, scopeOf(req), req.body.services, "unassign");
      await app.events.dispatch();
      return result;
    },
  );
}
