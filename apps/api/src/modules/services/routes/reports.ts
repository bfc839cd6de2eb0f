import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, count, desc, eq } from "drizzle-orm";
import { idParamsSchema, PAGE_SIZE, pageQuerySchema, pageSchema, serviceFilterSchema, serviceReportSchema } from "@despacho/domain";
import { jobs } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { pageOf, windowOf } from "../../../pagination.js";
import { access } from "../access.js";
import { bogotaDate } from "../bogota-time.js";
import { presentReport } from "../presenter.js";
import { REPORT_KIND, type ReportPayload, reportPath } from "../queries/report-csv.js";
import { type Scope, scopeOf } from "../scope.js";

const tags = ["services"];
const NOT_READY = "El reporte aún no está listo";
const FAILED = "El reporte no se pudo generar";

const reportsOf = (scope: Scope) =>
  and(
    eq(jobs.kind, REPORT_KIND),
    eq(jobs.headquarterId, scope.headquarterId),
    scope.business && scope.userId ? eq(jobs.userId, scope.userId) : undefined,
  );

// spec §7 report-csv/: create (a background job), list, download.
export async function serviceReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/services/report-csv/",
    {
      schema: { tags, body: serviceFilterSchema, response: { 202: serviceReportSchema } },
      config: { access: access.report, idempotent: true },
    },
    async (req, reply) => {
      const scope = scopeOf(req);
      const job = await app.jobs.enqueue({
        kind: REPORT_KIND,
        headquarterId: scope.headquarterId,
        userId: scope.userId ?? undefined,
        payload: { scope, filters: req.body } satisfies ReportPayload,
      });
      return reply.status(202).send(presentReport(job));
    },
  );

  r.get(
    "/api/services/report-csv/",
    {
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(serviceReportSchema) } },
      config: { access: access.report },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.default);
      const where = reportsOf(scopeOf(req));
      const [rows, [{ total }]] = await Promise.all([
        app.db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt)).limit(win.limit).offset(win.offset),
        app.db.select({ total: count() }).from(jobs).where(where),
      ]);
      return pageOf(req, win, total, rows.map(presentReport));
    },
  );

  r.get(
    "/api/services/report-csv/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: access.readReport } },
    async (req, reply) => {
      const [job] = await app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, req.params.id), reportsOf(scopeOf(req))));
      if (!job) throw notFound();
      if (job.status === "failed") throw new AppError("CONFLICT", FAILED);
      if (job.status !== "done") throw new AppError("CONFLICT", NOT_READY);
      const filename = `servicios-${bogotaDate(job.createdAt)}.csv`;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(createReadStream(reportPath(app.config.dataDir, job.id)));
    },
  );
}
