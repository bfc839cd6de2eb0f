import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiKeyCreatedSchema, apiKeyInputSchema, apiKeySchema, idParamsSchema } from "@despacho/domain";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./commands.js";
import { presentApiKey } from "./presenter.js";

const tags = ["api-keys"];
const access = allow.inHeadquarter(["view_apikey_menu"]);

/**
 * Issue 26: a headquarter's API keys. The creation is not idempotent on purpose: a replayed answer would have to
 * keep the key itself, which is stored only hashed.
 */
export async function apiKeyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/api-keys/", { schema: { tags, response: { 200: z.array(apiKeySchema) } }, config: { access } }, async (req) =>
    (await listApiKeys(app.db, headquarterOf(req))).map(presentApiKey),
  );

  r.post(
    "/api/api-keys/",
    { schema: { tags, body: apiKeyInputSchema, response: { 201: apiKeyCreatedSchema } }, config: { conflicts: true, access } },
    async (req, reply) => {
      const { row, key } = await createApiKey(app.db, principalOf(req), headquarterOf(req), req.body);
      return reply.status(201).send({ ...presentApiKey(row), key });
    },
  );

  r.delete(
    "/api/api-keys/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: allow.inHeadquarter(["view_apikey_menu"], "api-key") } },
    async (req, reply) => {
      await revokeApiKey(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
