import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, PAGE_SIZE, pageSchema, tagInputSchema, tagListQuerySchema, tagSchema } from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { createTag, deleteTag } from "./commands/save.js";
import { presentTag } from "./presenter.js";
import { listTags } from "./queries/list.js";

// Whoever creates services picks tags from this list; the tags screen needs view_tag.
const READ = ["view_tag", "add_service", "view_desktop_menu"] as const;
const tags = ["tags"];

// spec §2.2 /tags, §7 Tags: GET (page 10, spec §9), POST, DELETE {id}/.
export async function tagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/tags/",
    {
      schema: { tags, querystring: tagListQuerySchema, response: { 200: pageSchema(tagSchema) } },
      config: { access: allow.inHeadquarter(READ) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.tags);
      const { rows, total } = await listTags(app.db, headquarterOf(req), win, req.query.q);
      return pageOf(req, win, total, rows.map(presentTag));
    },
  );

  r.post(
    "/api/tags/",
    {
      schema: { tags, body: tagInputSchema, response: { 201: tagSchema } },
      config: { access: allow.inHeadquarter(["add_tag"]), idempotent: true },
    },
    async (req, reply) => reply.status(201).send(presentTag(await createTag(app.db, headquarterOf(req), req.body.name))),
  );

  r.delete(
    "/api/tags/:id/",
    { schema: { tags, params: idParamsSchema }, config: { conflicts: true, access: allow.inHeadquarter(["delete_tag"], "tag") } },
    async (req, reply) => {
      await deleteTag(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
