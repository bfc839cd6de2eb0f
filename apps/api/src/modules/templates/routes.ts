import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idParamsSchema,
  pageSchema,
  templateInputSchema,
  templateListQuerySchema,
  templatePatchSchema,
  templateSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, principalOf } from "../../plugins/access.js";
import { deleteTemplate } from "./commands/delete-template.js";
import { grantsOfPrincipal } from "../employees/index.js";
import { createTemplate, type TemplateAuthor, updateTemplate } from "./commands/save-template.js";
import { presentTemplate } from "./presenter.js";
import { getTemplate, listTemplates } from "./queries/templates.js";

const READERS = ["view_template_menu", "view_employee_add_menu"] as const;
const EDITORS = ["view_employee_add_menu"] as const;

const authorOf = (req: FastifyRequest): TemplateAuthor => {
  const principal = principalOf(req);
  return { companyId: principal.companyId, grants: grantsOfPrincipal(principal) };
};

// spec §2.2 /templates (Plantillas): the company's roles, named sets of permission codenames.
// The spec names no API paths for them; these follow the employees' (§7).
export async function templateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/templates/",
    {
      schema: { tags: ["templates"], querystring: templateListQuerySchema, response: { 200: pageSchema(templateSchema) } },
      config: { access: allow.inHeadquarter(READERS) },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listTemplates(app.db, principalOf(req).companyId, win, req.query.q);
      return pageOf(req, win, total, rows.map(presentTemplate));
    },
  );

  r.post(
    "/api/templates/",
    {
      schema: { tags: ["templates"], body: templateInputSchema, response: { 201: templateSchema } },
      config: { access: allow.inHeadquarter(EDITORS), idempotent: true },
    },
    async (req, reply) => {
      const author = authorOf(req);
      const id = await createTemplate(app.db, author, req.body);
      return reply.status(201).send(presentTemplate(await getTemplate(app.db, author.companyId, id)));
    },
  );

  r.get(
    "/api/templates/:id/",
    {
      schema: { tags: ["templates"], params: idParamsSchema, response: { 200: templateSchema } },
      config: { access: allow.inHeadquarter(READERS, "template") },
    },
    async (req) => presentTemplate(await getTemplate(app.db, principalOf(req).companyId, req.params.id)),
  );

  r.patch(
    "/api/templates/:id/",
    {
      schema: { tags: ["templates"], params: idParamsSchema, body: templatePatchSchema, response: { 200: templateSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(EDITORS, "template") },
    },
    async (req) => {
      const author = authorOf(req);
      const affected = await updateTemplate(app.db, author, req.params.id, req.body);
      // Their next token carries the new permissions; their open sessions are told (user.permissions-changed) to
      // fetch it now.
      await app.events.dispatch();
      app.sessions.retire(affected);
      return presentTemplate(await getTemplate(app.db, author.companyId, req.params.id));
    },
  );

  r.delete(
    "/api/templates/:id/",
    {
      schema: { tags: ["templates"], params: idParamsSchema },
      config: { conflicts: true, access: allow.inHeadquarter(EDITORS, "template") },
    },
    async (req, reply) => {
      await deleteTemplate(app.db, principalOf(req).companyId, req.params.id);
      return reply.status(204).send();
    },
  );
}
