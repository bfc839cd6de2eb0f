import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  compareQuerySchema,
  courierStatsListSchema,
  monthQuerySchema,
  servicesBreakdownSchema,
  servicesByDaySchema,
  servicesByMonthSchema,
  servicesCompareSchema,
  statsRangeQuerySchema,
  topCouriersSchema,
  yearQuerySchema,
} from "@despacho/domain";
import { AppError } from "../../errors.js";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import { courierStats, topCouriers } from "./queries/couriers.js";
import { compareMonths, servicesBreakdown, servicesByDay, servicesByMonth } from "./queries/services.js";

const tags = ["statistics"];
const services = allow.inHeadquarter(["view_stats_service"]);
const couriers = allow.inHeadquarter(["view_stats_messenger"]);

// spec §2.2 /report-services (view_stats_service) and /report-messengers (view_stats_messenger); issue 25. Each reads the
// daily summaries the database keeps (service_daily_stats, courier_daily_stats), never the services' history.
export async function statisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The headquarter's figures are its staff's: a business user reaches none of them, whatever its template.
  app.addHook("preHandler", async (req) => {
    if (principalOf(req).kind === "business") throw new AppError("FORBIDDEN");
  });

  r.get(
    "/api/statistics/services/daily/",
    { schema: { tags, querystring: monthQuerySchema, response: { 200: servicesByDaySchema } }, config: { access: services } },
    (req) => servicesByDay(app.db, headquarterOf(req), req.query.month),
  );
  r.get(
    "/api/statistics/services/monthly/",
    { schema: { tags, querystring: yearQuerySchema, response: { 200: servicesByMonthSchema } }, config: { access: services } },
    (req) => servicesByMonth(app.db, headquarterOf(req), req.query.year),
  );
  r.get(
    "/api/statistics/services/compare/",
    { schema: { tags, querystring: compareQuerySchema, response: { 200: servicesCompareSchema } }, config: { access: services } },
    (req) => compareMonths(app.db, headquarterOf(req), req.query.first, req.query.second),
  );
  r.get(
    "/api/statistics/services/breakdown/",
    { schema: { tags, querystring: statsRangeQuerySchema, response: { 200: servicesBreakdownSchema } }, config: { access: services } },
    (req) => servicesBreakdown(app.db, headquarterOf(req), req.query.from, req.query.to),
  );
  r.get(
    "/api/statistics/messengers/",
    { schema: { tags, querystring: statsRangeQuerySchema, response: { 200: courierStatsListSchema } }, config: { access: couriers } },
    async (req) => ({ results: await courierStats(app.db, headquarterOf(req), req.query.from, req.query.to) }),
  );
  r.get(
    "/api/statistics/messengers/top/",
    { schema: { tags, querystring: monthQuerySchema, response: { 200: topCouriersSchema } }, config: { access: couriers } },
    (req) => topCouriers(app.db, headquarterOf(req), req.query.month),
  );
}
