import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { attachedFileUrlSchema, idParamsSchema } from "@despacho/domain";
import { access } from "../access.js";
import { removeAttachedFile } from "../commands/remove-file.js";
import { attachedFileUrl } from "../queries/attached-file.js";
import { scopeOf } from "../scope.js";

const tags = ["services"];
const params = idParamsSchema;

// spec §7 /attached-file/ get-url and delete: a service's files are private (decision 021).
export async function attachedFileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/attached-file/:id/get-url/",
    { schema: { tags, params, response: { 200: attachedFileUrlSchema } }, config: { access: access.readFile } },
    async (req) => attachedFileUrl(app.db, app.storage, scopeOf(req), req.params.id),
  );

  r.delete("/api/attached-file/:id/", { schema: { tags, params }, config: { access: access.removeFile } }, async (req, reply) => {
    await removeAttachedFile(app.db, app.storage, scopeOf(req), req.params.id);
    return reply.status(204).send();
  });
}
