import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  assignableQuerySchema,
  collaboratorGroupSchema,
  currentDateQuerySchema,
  optimalMessengerSchema,
  noveltyCountQuerySchema,
  optimalMessengersQuerySchema,
  PAGE_SIZE,
  serviceCountsSchema,
  serviceCreateSchema,
  serviceDetailSchema,
  serviceListQuerySchema,
  serviceListResponseSchema,
  serviceListSchema,
} from "@despacho/domain";
import { inArray } from "drizzle-orm";
import { services } from "../../../db/schema/index.js";
import { pageOf, windowOf } from "../../../pagination.js";
import { access } from "../access.js";
import { answerFromCache, cachedAnswer } from "../queries/cached-answer.js";
import { countByStatus, countNovelties, groupedByCollaborator } from "../queries/counts.js";
import { createService } from "../commands/create.js";
import { listingDirection, listServiceIds, listServices } from "../queries/list.js";
import { optimalMessengers } from "../../couriers/index.js";
import { messengerOfHeadquarter } from "../queries/messengers.js";
import { cachedTimeZoneOf } from "../../headquarters/index.js";
import { scopeOf } from "../scope.js";
import { reportUnresolvedCities } from "../unresolved-cities.js";

const tags = ["services"];

// spec §7 Services: creation, the desktop list and its counters.
export async function serviceListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The headquarter's listing order, kept with its cached reads (a settings change retires both).
  // A business user's desk follows its store's order (spec §4), kept per user.
  const listingOrder = (req: FastifyRequest) => {
    const scope = scopeOf(req);
    const key = scope.business ? `listing-direction ${scope.userId}` : "listing-direction";
    return app.headquarterCache.answer(scope.headquarterId, key, () => listingDirection(app.db, scope));
  };

  r.post(
    "/api/services/",
    {
      schema: { tags, body: serviceCreateSchema, response: { 201: serviceDetailSchema } },
      config: { access: access.create, idempotent: true },
    },
    async (req, reply) => {
      const service = await createService(app.db, scopeOf(req), req.body);
      await app.events.dispatch();
      reportUnresolvedCities(req.log, service);
      return reply.status(201).send(service);
    },
  );

  r.get(
    "/api/services/",
    {
      schema: { tags, querystring: serviceListQuerySchema, response: { 200: serviceListResponseSchema } },
      config: { access: access.list },
      preValidation: answerFromCache(app),
    },
    // A page computed (no fresh answer cached) is a heavy read, worked on in turn (decision 039, 053): a burst of
    // searches then leaves room for health and the desk's other calls. A cached answer is sent at once.
    async (req, reply) =>
      cachedAnswer(app, req, reply, serviceListResponseSchema, () =>
        app.heavyRead(async () => {
          const { only_main_identifiers: mainOnly, limit, offset, page, ...filter } = req.query;
          const win = windowOf({ limit, offset, page }, PAGE_SIZE.services);
          const scope = scopeOf(req);
          // Both settings at once (each a statement when not cached), then the page.
          const [zone, direction] = await Promise.all([cachedTimeZoneOf(app, scope.headquarterId), listingOrder(req)]);
          if (!mainOnly) {
            const listed = await listServices(app.db, scope, filter, win, Promise.resolve(direction), zone);
            return {
              ...pageOf(req, win, listed.count, listed.services),
              total_calculated_cost: listed.totalCalculatedCost,
              total_cost: listed.totalCost,
            };
          }
          const found = await listServiceIds(app.db, scope, filter, win, Promise.resolve(direction), zone);
          const rows = found.ids.length
            ? await app.db
                .select({ uuid: services.id, consecutive: services.consecutive, status: services.status })
                .from(services)
                .where(inArray(services.id, found.ids))
            : [];
          const byId = new Map(rows.map((row) => [row.uuid, row]));
          return {
            ...pageOf(
              req,
              win,
              found.count,
              found.ids.flatMap((id) => byId.get(id) ?? []),
            ),
            total_calculated_cost: found.totalCalculatedCost,
            total_cost: found.totalCost,
          };
        }),
      ),
  );

  r.get(
    "/api/services/count-status/",
    {
      schema: { tags, querystring: currentDateQuerySchema, response: { 200: serviceCountsSchema } },
      config: { access: access.list },
      preValidation: answerFromCache(app),
    },
    async (req, reply) =>
      cachedAnswer(app, req, reply, serviceCountsSchema, async () => {
        const scope = scopeOf(req);
        return countByStatus(app.db, scope, await cachedTimeZoneOf(app, scope.headquarterId), req.query.current_date);
      }),
  );

  r.get(
    "/api/services/count-novelties/",
    {
      schema: { tags, querystring: noveltyCountQuerySchema, response: { 200: z.object({ count: z.number().int() }) } },
      config: { access: access.list },
    },
    async (req) => ({ count: await countNovelties(app.db, scopeOf(req), req.query.has_novelties_for_count ?? true) }),
  );

  r.get(
    "/api/services/grouped-by-collaborator/",
    { schema: { tags, response: { 200: z.object({ results: z.array(collaboratorGroupSchema) }) } }, config: { access: access.list } },
    async (req) => ({ results: await groupedByCollaborator(app.db, scopeOf(req)) }),
  );

  r.get(
    "/api/services/assignable-to-collaborator/",
    { schema: { tags, querystring: assignableQuerySchema, response: { 200: serviceListSchema } }, config: { access: access.list } },
    async (req) => {
      const scope = scopeOf(req);
      await messengerOfHeadquarter(app.db, scope.headquarterId, req.query.messenger);
      const win = windowOf(req.query, PAGE_SIZE.services);
      const zone = await cachedTimeZoneOf(app, scope.headquarterId);
      const listed = await listServices(app.db, scope, { for_action: "assign" }, win, listingOrder(req), zone);
      return {
        ...pageOf(req, win, listed.count, listed.services),
        total_calculated_cost: listed.totalCalculatedCost,
        total_cost: listed.totalCost,
      };
    },
  );

  r.get(
    "/api/services/optimal-messengers/",
    {
      schema: {
        tags,
        querystring: optimalMessengersQuerySchema,
        response: { 200: z.object({ results: z.array(optimalMessengerSchema) }) },
      },
      config: { access: access.couriers },
    },
    async (req) => {
      const { latitude, longitude, limit } = req.query;
      return {
        results: await optimalMessengers(app.db, scopeOf(req).headquarterId, { latitude, longitude }, limit ?? PAGE_SIZE.nearestMessengers),
      };
    },
  );
}
