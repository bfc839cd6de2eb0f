import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { employmentInputSchema, employmentListQuerySchema, employmentSchema, idParamsSchema, pageSchema } from "@despacho/domain";
import { cachedRead, type ReadScope, readFromCache } from "../../cached-read.js";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { deleteEmployment } from "./commands/delete.js";
import { createEmployment, updateEmployment } from "./commands/save.js";
import { presentEmployment } from "./presenter.js";
import { listEmployments } from "./queries/list.js";

const listResponse = pageSchema(employmentSchema);
/** Every user allowed to read a headquarter's Cargos sees the same list: one cached answer per address. */
const readScope = (req: FastifyRequest): ReadScope => ({ headquarterId: headquarterOf(req) });

// spec §2.2, §2.4, §6: Cargos, one list per headquarter. The list is a cached read (docs/decisions/004); each write
// retires the headquarter's answers once committed.
export async function employmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const retire = (req: FastifyRequest) => app.headquarterCache.retire(headquarterOf(req));

  r.get(
    "/api/users/employments/",
    {
      schema: { tags: ["employments"], querystring: employmentListQuerySchema, response: { 200: listResponse } },
      config: { access: allow.inHeadquarter(["view_employment_menu", "view_employee_add_menu"]) },
      preValidation: readFromCache(app, readScope),
    },
    async (req, reply) =>
      cachedRead(app, req, reply, readScope(req), listResponse, async () => {
        const win = windowOf(req.query);
        const { rows, total } = await listEmployments(app.db, headquarterOf(req), win, req.query.name__icontains);
        return pageOf(req, win, total, rows.map(presentEmployment));
      }),
  );

  r.post(
    "/api/users/employments/",
    {
      schema: { tags: ["employments"], body: employmentInputSchema, response: { 201: employmentSchema } },
      config: { access: allow.inHeadquarter(["add_employment"]), idempotent: true },
    },
    async (req, reply) => {
      const row = await createEmployment(app.db, headquarterOf(req), req.body.name);
      retire(req);
      return reply.status(201).send(presentEmployment(row));
    },
  );

  r.patch(
    "/api/users/employments/:id/",
    {
      schema: { tags: ["employments"], params: idParamsSchema, body: employmentInputSchema, response: { 200: employmentSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(["change_employment"], "employment") },
    },
    async (req) => {
      const row = await updateEmployment(app.db, headquarterOf(req), req.params.id, req.body.name);
      retire(req);
      return presentEmployment(row);
    },
  );

  r.delete(
    "/api/users/employments/:id/",
    {
      schema: { tags: ["employments"], params: idParamsSchema },
      config: { access: allow.inHeadquarter(["delete_employment"], "employment") },
    },
    async (req, reply) => {
      await deleteEmployment(app.db, headquarterOf(req), req.params.id);
      retire(req);
      return reply.status(204).send();
    },
  );
}
