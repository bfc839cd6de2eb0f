import { open } from "node:fs/promises";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { jobs } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { Scope } from "../scope.js";
import { REPORT_KIND, reportPath } from "./report-csv.js";

const NOT_READY = "El reporte aún no está listo";
const FAILED = "El reporte no se pudo generar";
const FILE_GONE = "El archivo del reporte ya no existe; solicítelo de nuevo";

// A business profile sees only the reports it asked for.
const reportsOf = (scope: Scope) =>
  and(
    eq(jobs.kind, REPORT_KIND),
    eq(jobs.headquarterId, scope.headquarterId),
    scope.business && scope.userId ? eq(jobs.userId, scope.userId) : undefined,
  );

export async function listReports(db: Db, scope: Scope, win: Window) {
  const where = reportsOf(scope);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total };
}

/** A report of the scope whose file is written; 409 while it is pending or when it failed. */
export async function finishedReport(db: Db, scope: Scope, id: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), reportsOf(scope)));
  if (!job) throw notFound();
  if (job.status === "failed") throw new AppError("CONFLICT", FAILED);
  if (job.status !== "done") throw new AppError("CONFLICT", NOT_READY);
  return job;
}

/** The finished report's CSV, opened; 404 when the file is gone (the data folder emptied or lost). */
export async function openReportFile(dataDir: string, jobId: string) {
  const file = await open(reportPath(dataDir, jobId)).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "ENOENT" ? new AppError("NOT_FOUND", FILE_GONE) : error;
  });
  return file.createReadStream();
}
