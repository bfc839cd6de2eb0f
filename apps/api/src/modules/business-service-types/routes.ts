import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BUSINESS_PROFILE,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  type ServiceTypeUserToBusinessStore,
  serviceTypeUserToBusinessStoreInputSchema,
  serviceTypeUserToBusinessStoreQuerySchema,
  serviceTypeUserToBusinessStoreSchema,
  type UserToServiceType,
  userToServiceTypeInputSchema,
  userToServiceTypeSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import type { StoreOwner } from "../business-stores/index.js";
import {
  type ChosenTypeRow,
  chooseType,
  chosenTypeFor,
  listChosenTypes,
  listOffers,
  type OfferRow,
  offerFor,
  offerType,
  unchooseType,
  withdrawOffer,
} from "./service-types.js";

// spec §2.2 business screens: is_business_profile, in the selected headquarter (the provider).
const access = allow.inHeadquarter([BUSINESS_PROFILE]);
const ownerOf = (req: FastifyRequest): StoreOwner => ({ headquarterId: headquarterOf(req), userId: principalOf(req).userId });
const presentChosen = (row: ChosenTypeRow): UserToServiceType => ({ id: row.id, service_type: { id: row.typeId, name: row.typeName } });
const presentOffer = (row: OfferRow): ServiceTypeUserToBusinessStore => ({
  id: row.id,
  business_store: row.storeId,
  user_to_service_type: row.chosenId,
  service_type: { id: row.typeId, name: row.typeName },
});

// spec §7 Others: /user-to-service-type/ CRUD and /service-type-user-to-business-store/.
export async function businessServiceTypeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const chosenAccess = allow.inHeadquarter([BUSINESS_PROFILE], "user-to-service-type");
  const offerAccess = allow.inHeadquarter([BUSINESS_PROFILE], "service-type-user-to-business-store");

  r.get(
    "/api/user-to-service-type/",
    {
      schema: { tags: ["user-to-service-type"], querystring: pageQuerySchema, response: { 200: pageSchema(userToServiceTypeSchema) } },
      config: { access },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listChosenTypes(app.db, ownerOf(req), win);
      return pageOf(req, win, total, rows.map(presentChosen));
    },
  );
  r.post(
    "/api/user-to-service-type/",
    {
      schema: { tags: ["user-to-service-type"], body: userToServiceTypeInputSchema, response: { 201: userToServiceTypeSchema } },
      config: { access, idempotent: true },
    },
    async (req, reply) => reply.status(201).send(presentChosen(await chooseType(app.db, ownerOf(req), req.body.service_type))),
  );
  r.get(
    "/api/user-to-service-type/:id/",
    {
      schema: { tags: ["user-to-service-type"], params: idParamsSchema, response: { 200: userToServiceTypeSchema } },
      config: { access: chosenAccess },
    },
    async (req) => presentChosen(await chosenTypeFor(app.db, ownerOf(req), req.params.id)),
  );
  r.delete(
    "/api/user-to-service-type/:id/",
    { schema: { tags: ["user-to-service-type"], params: idParamsSchema }, config: { access: chosenAccess } },
    async (req, reply) => {
      await unchooseType(app.db, ownerOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  const offerTags = ["service-type-user-to-business-store"];
  r.get(
    "/api/service-type-user-to-business-store/",
    {
      schema: {
        tags: offerTags,
        querystring: serviceTypeUserToBusinessStoreQuerySchema,
        response: { 200: pageSchema(serviceTypeUserToBusinessStoreSchema) },
      },
      config: { access },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listOffers(app.db, ownerOf(req), req.query.business_store, win);
      return pageOf(req, win, total, rows.map(presentOffer));
    },
  );
  r.post(
    "/api/service-type-user-to-business-store/",
    {
      schema: { tags: offerTags, body: serviceTypeUserToBusinessStoreInputSchema, response: { 201: serviceTypeUserToBusinessStoreSchema } },
      config: { access, idempotent: true },
    },
    async (req, reply) =>
      reply.status(201).send(presentOffer(await offerType(app.db, ownerOf(req), req.body.business_store, req.body.user_to_service_type))),
  );
  r.get(
    "/api/service-type-user-to-business-store/:id/",
    {
      schema: { tags: offerTags, params: idParamsSchema, response: { 200: serviceTypeUserToBusinessStoreSchema } },
      config: { access: offerAccess },
    },
    async (req) => presentOffer(await offerFor(app.db, ownerOf(req), req.params.id)),
  );
  r.delete(
    "/api/service-type-user-to-business-store/:id/",
    { schema: { tags: offerTags, params: idParamsSchema }, config: { access: offerAccess } },
    async (req, reply) => {
      await withdrawOffer(app.db, ownerOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
