import type { FastifyInstance } from "fastify";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { MASSIVE_LOAD_MESSAGES as M } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { jobs, massiveFileRows, massiveFiles } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import type { JobHandler } from "../../../plugins/jobs.js";
import { createService } from "../../services/index.js";
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

const BATCH = 50;

/**
 * The confirmation job: each valid row not yet created becomes a service through the creation
 * command (its checks, history and service.created event), the row marked in the same transaction,
 * so a retried job creates none twice. The desks hear of each batch as it commits; the batch holds the
 * headquarter's consecutive counter until then (a creation elsewhere in the headquarter waits that long).
 */
export function createMassiveServices(app: FastifyInstance): JobHandler {
  return async (job) => {
    const fileId = String(job.payload.file);
    const [file] = await app.db.select().from(massiveFiles).where(eq(massiveFiles.id, fileId));
    if (file?.status !== "confirming") return null;
    const scope = { headquarterId: file.headquarterId, userId: file.createdBy, business: false };
    const pending = and(
      eq(massiveFileRows.fileId, fileId),
      isNull(massiveFileRows.serviceId),
      eq(massiveFileRows.errors, sql`'[]'::jsonb`),
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
      // One transaction per batch (one commit, not fifty), each row in a savepoint of its own: a refused row rolls
      // back alone and says why, the others of the batch are created.
      await app.db.transaction(async (tx) => {
        for (const row of batch) {
          if (!row.service) continue;
          const input = row.service;
          try {
            await tx.transaction(async (savepoint) => {
              const created = await createService(savepoint, scope, input);
              await savepoint.update(massiveFileRows).set({ serviceId: created.uuid }).where(eq(massiveFileRows.id, row.id));
            });
          } catch (error) {
            // The headquarter changed since the dry run (a type retired…): the row says why, the others go on.
            if (!(error instanceof AppError)) throw error;
            refused++;
            const errors = error.errors?.length ? error.errors : [{ field: "type", message: error.message }];
            await tx.update(massiveFileRows).set({ errors }).where(eq(massiveFileRows.id, row.id));
          }
        }
      });
      done += batch.length;
      last = batch[batch.length - 1].line;
      await app.events.dispatch();
      await app.jobs.setProgress(job.id, (done / Math.max(total, 1)) * 100);
    }
    await app.db.update(massiveFiles).set({ status: "confirmed", confirmedAt: sql`now()` }).where(eq(massiveFiles.id, fileId));
    return { created: done - refused, refused };
  };
}
