import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { employmentInputSchema, employmentListQuerySchema, employmentSchema, idParamsSchema, pageSchema } from "@despacho/domain";
import { headquarterOf } from "../../plugins/access.js";
import { pageOf, windowOf } from "../../pagination.js";
import * as employments from "./service.js";

const scoped = (permission: string[]) => ({ kind: "user", headquarter: true, permission, resource: "employment" }) as const;

// spec §2.2, §2.4, §6: Cargos, one list per headquarter.
export async function employmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/employments/",
    {
      schema: { tags: ["employments"], querystring: employmentListQuerySchema, response: { 200: pageSchema(employmentSchema) } },
      config: { access: { kind: "user", headquarter: true, permission: ["view_employment_menu", "view_employee_add_menu"] } },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await employments.listEmployments(app.db, headquarterOf(req), win, req.query.name__icontains);
      return pageOf(req, win, total, rows.map(employments.presentEmployment));
    },
  );

  r.post(
    "/api/users/employments/",
    {
      schema: { tags: ["employments"], body: employmentInputSchema, response: { 201: employmentSchema } },
      config: { access: { kind: "user", headquarter: true, permission: ["add_employment"] }, idempotent: true },
    },
    async (req, reply) => {
      const row = await employments.createEmployment(app.db, headquarterOf(req), req.body.name);
      return reply.status(201).send(employments.presentEmployment(row));
    },
  );

  r.patch(
    "/api/users/employments/:id/",
    {
      schema: { tags: ["employments"], params: idParamsSchema, body: employmentInputSchema, response: { 200: employmentSchema } },
      config: { access: scoped(["change_employment"]) },
    },
    async (req) =>
      employments.presentEmployment(await employments.updateEmployment(app.db, headquarterOf(req), req.params.id, req.body.name)),
  );

  r.delete(
    "/api/users/employments/:id/",
    { schema: { tags: ["employments"], params: idParamsSchema }, config: { access: scoped(["delete_employment"]) } },
    async (req, reply) => {
      await employments.deleteEmployment(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
