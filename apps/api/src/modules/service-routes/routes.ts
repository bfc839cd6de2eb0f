import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  bulkResultSchema,
  idParamsSchema,
  isAllowed,
  LITE_SERVICES_PAGE_SIZE,
  pageSchema,
  ROUTE_PAGE_SIZE,
  routeAssignInputSchema,
  routeCandidateSchema,
  routeCandidatesQuerySchema,
  routeServicesInputSchema,
  routeStopsOrderSchema,
  SERVICE_PERMISSIONS,
  serviceRouteDetailSchema,
  serviceRouteInputSchema,
  serviceRouteListQuerySchema,
  serviceRouteSchema,
} from "@despacho/domain";
import { z } from "zod";
import { AppError, notFound } from "../../errors.js";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import { assignRoute } from "./commands/assign.js";
import { createRoute, deleteRoute, updateRoute } from "./commands/save.js";
import { addServices, removeServices, reorderStops, sortStops } from "./commands/stops.js";
import { routeCandidates } from "./queries/candidates.js";
import { routeOf } from "./queries/load.js";
import { listRoutes, routeDetail } from "./queries/list.js";

const tags = ["service-routes"];
const params = idParamsSchema;
// A POST without a body reaches the schema as null.
const emptyBody = z.object({}).strict().nullish();
const RESOURCE = "service-route";

// issue 25, spec §2.2: /service-routes (view_route, add_route, change_route, delete_route), /assign-services
// (add_services_to_route), /view-services/{uuid}/ (view_route). A route of another headquarter answers 404.
export async function serviceRouteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = async (hq: string, id: string) => {
    const found = await routeDetail(app.db, hq, id);
    if (!found) throw notFound();
    return found;
  };
  const builder = allow.inHeadquarter(["add_services_to_route"], RESOURCE);

  r.get(
    "/api/routes/",
    {
      schema: { tags, querystring: serviceRouteListQuerySchema, response: { 200: pageSchema(serviceRouteSchema) } },
      config: { access: allow.inHeadquarter(["view_route", "add_route", "change_route", "delete_route", "add_services_to_route"]) },
    },
    async (req) => {
      const win = windowOf(req.query, ROUTE_PAGE_SIZE);
      const { total, results } = await listRoutes(app.db, headquarterOf(req), win, req.query.q);
      return pageOf(req, win, total, results);
    },
  );

  r.post(
    "/api/routes/",
    {
      schema: { tags, body: serviceRouteInputSchema, response: { 201: serviceRouteDetailSchema } },
      config: { access: allow.inHeadquarter(["add_route"]), idempotent: true },
    },
    async (req, reply) => {
      const row = await createRoute(app.db, headquarterOf(req), req.body);
      return reply.status(201).send(await detail(row.headquarterId, row.id));
    },
  );

  r.get(
    "/api/routes/:id/",
    {
      schema: { tags, params, response: { 200: serviceRouteDetailSchema } },
      config: { access: allow.inHeadquarter(["view_route", "add_services_to_route"], RESOURCE) },
    },
    async (req) => detail(headquarterOf(req), req.params.id),
  );

  r.patch(
    "/api/routes/:id/",
    {
      schema: { tags, params, body: serviceRouteInputSchema, response: { 200: serviceRouteDetailSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(["change_route"], RESOURCE) },
    },
    async (req) => {
      await updateRoute(app.db, headquarterOf(req), req.params.id, req.body);
      return detail(headquarterOf(req), req.params.id);
    },
  );

  r.delete(
    "/api/routes/:id/",
    { schema: { tags, params }, config: { access: allow.inHeadquarter(["delete_route"], RESOURCE) } },
    async (req, reply) => {
      await deleteRoute(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    "/api/routes/:id/candidates/",
    {
      schema: { tags, params, querystring: routeCandidatesQuerySchema, response: { 200: pageSchema(routeCandidateSchema) } },
      config: { access: builder },
    },
    async (req) => {
      const hq = headquarterOf(req);
      const route = await routeOf(app.db, hq, req.params.id);
      const win = windowOf(req.query, LITE_SERVICES_PAGE_SIZE);
      const { total, results } = await routeCandidates(app.db, hq, route.code, win, req.query.q);
      return pageOf(req, win, total, results);
    },
  );

  r.post(
    "/api/routes/:id/services/",
    {
      schema: { tags, params, body: routeServicesInputSchema, response: { 200: serviceRouteDetailSchema } },
      config: { conflicts: true, access: builder },
    },
    async (req) => {
      await addServices(app.db, headquarterOf(req), req.params.id, req.body.services);
      return detail(headquarterOf(req), req.params.id);
    },
  );

  r.patch(
    "/api/routes/:id/remove-services/",
    {
      schema: { tags, params, body: routeServicesInputSchema, response: { 200: serviceRouteDetailSchema } },
      config: { access: builder },
    },
    async (req) => {
      await removeServices(app.db, headquarterOf(req), req.params.id, req.body.services);
      return detail(headquarterOf(req), req.params.id);
    },
  );

  r.put(
    "/api/routes/:id/stops/",
    {
      schema: { tags, params, body: routeStopsOrderSchema, response: { 200: serviceRouteDetailSchema } },
      config: { access: builder },
    },
    async (req) => {
      await reorderStops(app.db, headquarterOf(req), req.params.id, req.body.stops);
      return detail(headquarterOf(req), req.params.id);
    },
  );

  r.patch(
    "/api/routes/:id/sort/",
    {
      schema: { tags, params, body: emptyBody, response: { 200: serviceRouteDetailSchema } },
      config: { access: builder },
    },
    async (req) => {
      await sortStops(app.db, headquarterOf(req), req.params.id);
      return detail(headquarterOf(req), req.params.id);
    },
  );

  // Assigning the route assigns its services: the caller needs assign_service too, as on the desk.
  r.patch(
    "/api/routes/:id/assign/",
    {
      schema: { tags, params, body: routeAssignInputSchema, response: { 200: bulkResultSchema } },
      config: { conflicts: true, access: builder },
    },
    async (req) => {
      const principal = principalOf(req);
      if (!isAllowed(principal.roles, SERVICE_PERMISSIONS.assign)) throw new AppError("FORBIDDEN");
      const result = await assignRoute(app.db, headquarterOf(req), principal.userId, req.params.id, req.body.messenger);
      await app.events.dispatch();
      return result;
    },
  );
}
