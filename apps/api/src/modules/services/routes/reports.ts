import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idParamsSchema,
  PAGE_SIZE,
  pageQuerySchema,
  pageSchema,
  serviceFilterSchema,
  serviceReportSchema,
  zonedDate,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../../pagination.js";
import { headquarterOf } from "../../../plugins/access.js";
import { cachedTimeZoneOf } from "../../headquarters/index.js";
import { access } from "../access.js";
import { presentReport } from "../presenter.js";
import { requestReport } from "../commands/request-report.js";
import { finishedReport, listReports, openReportFile } from "../queries/reports.js";
import { scopeOf } from "../scope.js";

const tags = ["services"];

// spec §7 report-csv/: create (a background job), list, download.
export async function serviceReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/services/report-csv/",
    {
      schema: { tags, body: serviceFilterSchema, response: { 202: serviceReportSchema } },
      config: { access: access.report, idempotent: true },
    },
    async (req, reply) => reply.status(202).send(presentReport(await requestReport(app.jobs, scopeOf(req), req.body))),
  );

  r.get(
    "/api/services/report-csv/",
    {
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(serviceReportSchema) } },
      config: { access: access.report },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.default);
      const { rows, total } = await listReports(app.db, scopeOf(req), win);
      return pageOf(req, win, total, rows.map(presentReport));
    },
  );

  r.get(
    "/api/services/report-csv/:id/",
    { schema: { tags, params: idParamsSchema }, config: { conflicts: true, access: access.readReport } },
    async (req, reply) => {
      const job = await finishedReport(app.db, scopeOf(req), req.params.id);
      const filename = `servicios-${zonedDate(await cachedTimeZoneOf(app, headquarterOf(req)), job.createdAt)}.csv`;
      const file = await openReportFile(app.config.dataDir, job.id);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(file);
    },
  );
}
