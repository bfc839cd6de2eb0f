import type { FastifyInstance } from "fastify";
import { and, asc, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type FieldError, MASSIVE_LOAD_MESSAGES as M, type ServiceCreate, scheduledAtError, zonedDateTimeLocal } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { jobs, massiveFileRows, massiveFiles } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import type { JobHandler } from "../../../plugins/jobs.js";
import { timeZoneOf } from "../../headquarters/index.js";
import { createServices } from "../../services/index.js";
import { CONFIRM_KIND, type FileScope } from "../scope.js";
import { lockFile } from "./editable.js";

/**
 * spec §2.2 /massive-load/{id}/confirm: queues the one job that creates the file's services. A
 * second confirm (the file is already confirming or confirmed) queues nothing and answers the file.
 * Rows with errors must be fixed or dropped first (409).
 */
export async function confirmMassiveFile(db: Db, scope: FileScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const file = await lockFile(tx, scope, id, { editable: false });
    if (file.status === "confirming" || file.status === "confirmed") return;
    if (file.status === "validating") throw new AppError("CONFLICT", M.notValidated);
    if (file.status === "failed") throw new AppError("CONFLICT", M.unreadableFile);
    const [{ rows, invalid }] = await tx
      .select({ rows: count(), invalid: count(sql`case when ${massiveFileRows.errors} <> '[]'::jsonb then 1 end`) })
      .from(massiveFileRows)
      .where(eq(massiveFileRows.fileId, id));
    if (invalid > 0) throw new AppError("CONFLICT", M.hasErrors);
    if (rows === 0) throw new AppError("CONFLICT", M.nothingToCreate);
    const [job] = await tx
      .insert(jobs)
      .values({ kind: CONFIRM_KIND, headquarterId: scope.headquarterId, userId: scope.userId, payload: { file: id } })
      .returning({ id: jobs.id });
    await tx.update(massiveFiles).set({ status: "confirming", confirmJobId: job.id }).where(eq(massiveFiles.id, id));
  });
}

const BATCH = 250;

/**
 * spec §5: a scheduled row is judged again by the creation panel's scheduling rule when it is created, so a time that
 * passed after the row was validated refuses the row (with the panel's message) instead of creating it operable at once.
 */
function lateSchedule(zone: string, service: ServiceCreate): FieldError[] | null {
  if (!service.is_scheduled || !service.scheduled_at) return null;
  const late = scheduledAtError(zone, zonedDateTimeLocal(zone, service.scheduled_at));
  return late ? [{ field: "scheduled_at", message: late }] : null;
}

/**
 * The confirmation job: the valid rows not yet created become services through the many-at-once creation (the rules
 * of one creation, its history and one service.created event per service), a batch of rows per transaction with the
 * rows marked in it, so a retried job creates none twice. A row the headquarter no longer accepts (a type retired…)
 * says why and the others are created. After each commit the outbox is dispatched without waiting: the desks hear of
 * the batch at once and the other consumers (the dispatch engine…) follow at their own pace; the job waits for them
 * once, at its end. A batch holds the headquarter's consecutive counter until it commits.
 */
export function createMassiveServices(app: FastifyInstance): JobHandler {
  return async (job) => {
    const fileId = String(job.payload.file);
    const [file] = await app.db.select().from(massiveFiles).where(eq(massiveFiles.id, fileId));
    if (file?.status !== "confirming") return null;
    const scope = { headquarterId: file.headquarterId, userId: file.createdBy, business: false };
    const zone = await timeZoneOf(app.db, file.headquarterId);
    const pending = and(
      eq(massiveFileRows.fileId, fileId),
      isNull(massiveFileRows.serviceId),
      eq(massiveFileRows.errors, sql`'[]'::jsonb`),
      isNotNull(massiveFileRows.service),
    );
    const [{ total }] = await app.db.select({ total: count() }).from(massiveFileRows).where(pending);
    let done = 0;
    let refused = 0;
    for (let last = 0; ; ) {
      const batch = await app.db
        .select({ id: massiveFileRows.id, line: massiveFileRows.line, service: massiveFileRows.service })
        .from(massiveFileRows)
        .where(and(pending, sql`${massiveFileRows.line} > ${last}`))
        .orderBy(asc(massiveFileRows.line))
        .limit(BATCH);
      if (batch.length === 0) break;
      const late = batch.map((row) => lateSchedule(zone, row.service as ServiceCreate));
      const timely = batch.filter((_, i) => !late[i]);
      await app.db.transaction(async (tx) => {
        const created = await createServices(
          tx,
          scope,
          timely.map((row) => row.service as ServiceCreate),
        );
        let next = 0;
        const marks = batch.map((row, i) => {
          const errors = late[i];
          if (errors) return { id: row.id, service: null, errors };
          const outcome = created[next++];
          if ("uuid" in outcome) return { id: row.id, service: outcome.uuid, errors: [] };
          const { refusal } = outcome;
          return {
            id: row.id,
            service: null,
            errors: refusal.errors?.length ? refusal.errors : [{ field: "type", message: refusal.message }],
          };
        });
        refused += marks.filter((m) => m.service === null).length;
        await tx.execute(sql`update ${massiveFileRows} set service_id = m.service, errors = m.errors
          from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as m(id uuid, service uuid, errors jsonb)
          where ${massiveFileRows.id} = m.id`);
      });
      done += batch.length;
      last = batch[batch.length - 1].line;
      void app.events.dispatch();
      await app.jobs.setProgress(job.id, (done / Math.max(total, 1)) * 100);
    }
    await app.db.update(massiveFiles).set({ status: "confirmed", confirmedAt: sql`now()` }).where(eq(massiveFiles.id, fileId));
    await app.events.dispatch();
    return { created: done - refused, refused };
  };
}
