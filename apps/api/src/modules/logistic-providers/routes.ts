import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BUSINESS_PROFILE,
  idParamsSchema,
  type LogisticProvider,
  logisticProviderInputSchema,
  logisticProviderListSchema,
  logisticProviderSchema,
} from "@despacho/domain";
import { allow, principalOf } from "../../plugins/access.js";
import { addProvider, availableProviders, listProviders, type ProviderRow, removeProvider } from "./providers.js";

const tags = ["logistic-provider"];
// spec §2.2 /logistic-provider: is_business_profile, across its headquarters (not one selected).
const access = allow.signedIn([BUSINESS_PROFILE]);
const present = (row: ProviderRow): LogisticProvider => ({ id: row.id, name: row.name, city_name: row.cityName });

export async function logisticProviderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/logistic-provider/",
    { schema: { tags, response: { 200: logisticProviderListSchema } }, config: { access } },
    async (req) => ({
      results: (await listProviders(app.db, principalOf(req))).map(present),
    }),
  );

  r.get(
    "/api/logistic-provider/available/",
    { schema: { tags, response: { 200: logisticProviderListSchema } }, config: { access } },
    async (req) => ({ results: (await availableProviders(app.db, principalOf(req))).map(present) }),
  );

  r.post(
    "/api/logistic-provider/",
    {
      schema: { tags, body: logisticProviderInputSchema, response: { 201: logisticProviderSchema } },
      config: { access, idempotent: true },
    },
    async (req, reply) => {
      const provider = await addProvider(app.db, principalOf(req), req.body.headquarter);
      // The providers are the headquarters of its token: its sessions take a fresh one (and a new menu).
      await app.events.dispatch();
      return reply.status(201).send(present(provider));
    },
  );

  r.delete(
    "/api/logistic-provider/:id/",
    {
      schema: { tags, params: idParamsSchema },
      config: { conflicts: true, access: allow.signedIn([BUSINESS_PROFILE], "logistic-provider") },
    },
    async (req, reply) => {
      await removeProvider(app.db, principalOf(req), req.params.id);
      await app.events.dispatch();
      app.sessions.retire(principalOf(req).userId);
      return reply.status(204).send();
    },
  );
}
