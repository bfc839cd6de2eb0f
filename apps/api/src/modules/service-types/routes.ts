import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  idParamsSchema,
  PAGE_SIZE,
  pageSchema,
  serviceTypeInputSchema,
  serviceTypeListQuerySchema,
  serviceTypePatchSchema,
  serviceTypeSchema,
  surchargeBreakdownSchema,
  surchargeRequestSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { customerOwnerOf } from "../customers/index.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { createServiceType, removeServiceType, updateServiceType } from "./commands/save.js";
import { presentServiceType } from "./presenter.js";
import { allServiceTypes, listServiceTypes, serviceTypeFor } from "./queries/service-types.js";
import { calculateServiceTypeSurcharges } from "./queries/surcharges.js";

const READ = ["view_desktop_menu", "view_service_menu", "add_service", "view_configuration_menu"] as const;
const WRITE = ["view_configuration_menu"] as const;
const tags = ["service-types"];

// spec §3 Service type, §7 Service types; lookups page by 5 (spec §9).
export async function serviceTypeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/service-types/",
    {
      schema: {
        tags,
        querystring: serviceTypeListQuerySchema,
        response: { 200: z.union([pageSchema(serviceTypeSchema), z.array(serviceTypeSchema)]) },
      },
      config: { access: allow.inHeadquarter(READ) },
    },
    async (req) => {
      const { all, is_config, name__icontains } = req.query;
      const filter = { includeInactive: is_config ?? false, nameContains: name__icontains };
      if (all) return (await allServiceTypes(app.db, headquarterOf(req), filter)).map(presentServiceType);
      const win = windowOf(req.query, PAGE_SIZE.lookup);
      const { rows, total } = await listServiceTypes(app.db, headquarterOf(req), win, filter);
      return pageOf(req, win, total, rows.map(presentServiceType));
    },
  );

  r.post(
    "/api/service-types/",
    {
      schema: { tags, body: serviceTypeInputSchema, response: { 201: serviceTypeSchema } },
      config: { access: allow.inHeadquarter(WRITE), idempotent: true },
    },
    async (req, reply) => {
      const row = await createServiceType(app.db, headquarterOf(req), req.body);
      return reply.status(201).send(presentServiceType(row));
    },
  );

  r.get(
    "/api/service-types/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: serviceTypeSchema } },
      config: { access: allow.inHeadquarter(READ, "service-type") },
    },
    async (req) => presentServiceType(await serviceTypeFor(app.db, headquarterOf(req), req.params.id)),
  );

  r.patch(
    "/api/service-types/:id/",
    {
      schema: { tags, params: idParamsSchema, body: serviceTypePatchSchema, response: { 200: serviceTypeSchema } },
      config: { access: allow.inHeadquarter(WRITE, "service-type") },
    },
    async (req) => {
      const row = await updateServiceType(app.db, headquarterOf(req), req.params.id, req.body);
      // The desk's cached lists show the type's name; nothing is announced for it.
      app.headquarterCache.retire(headquarterOf(req));
      return presentServiceType(row);
    },
  );

  r.delete(
    "/api/service-types/:id/",
    {
      schema: { tags, params: idParamsSchema },
      config: { conflicts: true, access: allow.inHeadquarter(WRITE, "service-type") },
    },
    async (req, reply) => {
      await removeServiceType(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    "/api/service-types/:id/calculate-surcharges/",
    {
      schema: { tags, params: idParamsSchema, body: surchargeRequestSchema, response: { 200: surchargeBreakdownSchema } },
      config: { access: allow.inHeadquarter(READ, "service-type") },
    },
    async (req) => calculateServiceTypeSurcharges(app.db, headquarterOf(req), customerOwnerOf(req), req.params.id, req.body),
  );
}
