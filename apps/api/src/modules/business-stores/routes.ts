import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  activeCitiesSchema,
  BUSINESS_PROFILE,
  businessStoreInputSchema,
  businessStorePatchSchema,
  businessStoreSchema,
  hasSomeChange,
  idParamsSchema,
  INPUT_MESSAGES,
  pageQuerySchema,
  pageSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import { presentBusinessStore } from "./presenter.js";
import { activeCities, createStore, deleteStore, listStores, storeFor, type StoreOwner, updateStore } from "./stores.js";

const tags = ["business-store"];
// spec §2.2 /business-store: is_business_profile.
const access = allow.inHeadquarter([BUSINESS_PROFILE]);
const accessStore = allow.inHeadquarter([BUSINESS_PROFILE], "business-store");
const ownerOf = (req: FastifyRequest): StoreOwner => ({ headquarterId: headquarterOf(req), userId: principalOf(req).userId });

// spec §7 Others: /business-store/ CRUD and active-cities.
export async function businessStoreRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The desk's cached reads follow the store's listing order (spec §4).
  const retire = (req: FastifyRequest) => app.headquarterCache.retire(headquarterOf(req));

  r.get(
    "/api/business-store/",
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(businessStoreSchema) } }, config: { access } },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listStores(app.db, ownerOf(req), win);
      return pageOf(req, win, total, rows.map(presentBusinessStore));
    },
  );

  r.get(
    "/api/business-store/active-cities/",
    { schema: { tags, response: { 200: activeCitiesSchema } }, config: { access } },
    async (req) => ({ results: await activeCities(app.db, ownerOf(req)) }),
  );

  r.post(
    "/api/business-store/",
    {
      schema: { tags, body: businessStoreInputSchema, response: { 201: businessStoreSchema } },
      config: { access, idempotent: true },
    },
    async (req, reply) => {
      const store = await createStore(app.db, ownerOf(req), req.body);
      retire(req);
      return reply.status(201).send(presentBusinessStore(store));
    },
  );

  r.get(
    "/api/business-store/:id/",
    { schema: { tags, params: idParamsSchema, response: { 200: businessStoreSchema } }, config: { access: accessStore } },
    async (req) => presentBusinessStore(await storeFor(app.db, ownerOf(req), req.params.id)),
  );

  r.patch(
    "/api/business-store/:id/",
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: businessStorePatchSchema.refine(hasSomeChange, { error: INPUT_MESSAGES.noChanges }),
        response: { 200: businessStoreSchema },
      },
      config: { access: accessStore },
    },
    async (req) => {
      const store = await updateStore(app.db, ownerOf(req), req.params.id, req.body);
      retire(req);
      return presentBusinessStore(store);
    },
  );

  r.delete(
    "/api/business-store/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: accessStore } },
    async (req, reply) => {
      await deleteStore(app.db, ownerOf(req), req.params.id);
      retire(req);
      return reply.status(204).send();
    },
  );
}
