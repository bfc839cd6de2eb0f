import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { massiveFileRows, massiveFiles } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import type { JobHandler } from "../../../plugins/jobs.js";
import type { Geocoder } from "../../geocoder/index.js";
import { type FileLine, readMassiveFile } from "../read-file.js";
import { resolveRow, rowContext } from "../resolve-row.js";

const BATCH = 250;
/** Rows checked at once: a remote geocoder is asked at most this many addresses together. */
const CONCURRENCY = 8;

async function inTurn<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await work(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The validation job: reads the file, checks every row as the creation panel would (resolve-row.ts)
 * and keeps the rows with their errors for the dry run. A file that cannot be read is marked failed
 * with the reason; a retried job starts over.
 */
export function validateMassiveFile(app: FastifyInstance, geocoder: Geocoder): JobHandler {
  return async (job) => {
    const fileId = String(job.payload.file);
    const [file] = await app.db.select().from(massiveFiles).where(eq(massiveFiles.id, fileId));
    if (file?.status !== "validating") return null;
    let lines: FileLine[];
    try {
      lines = await readMassiveFile(file.content);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await app.db.update(massiveFiles).set({ status: "failed", error: error.message }).where(eq(massiveFiles.id, fileId));
      return { rows: 0 };
    }
    await app.db.delete(massiveFileRows).where(eq(massiveFileRows.fileId, fileId));
    const ctx = await rowContext(app.db, file.headquarterId, geocoder);
    for (let start = 0; start < lines.length; start += BATCH) {
      const batch = lines.slice(start, start + BATCH);
      const resolved = await inTurn(batch, CONCURRENCY, (l) => resolveRow(ctx, l.data));
      await app.db.insert(massiveFileRows).values(
        batch.map((l, i) => ({
          fileId,
          headquarterId: file.headquarterId,
          line: l.line,
          data: l.data,
          errors: resolved[i].errors,
          service: resolved[i].service,
        })),
      );
      await app.jobs.setProgress(job.id, ((start + batch.length) / lines.length) * 100);
    }
    await app.db.update(massiveFiles).set({ status: "validated" }).where(eq(massiveFiles.id, fileId));
    return { rows: lines.length };
  };
}
