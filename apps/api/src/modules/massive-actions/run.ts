import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import type { BulkResult, MassiveAction, MassiveActionJob, ServiceChanges } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { jobs } from "../../db/schema/index.js";
import { AppError, notFound } from "../../errors.js";
import type { JobHandler, JobRow } from "../../plugins/jobs.js";
import { assignableMessenger, runBulkAction, type Scope, setNoveltyFields, updateServices } from "../services/index.js";

export const MASSIVE_ACTION_KIND = "massive-action";

/** What the route validated: the action, its services and what it changes. */
export type MassivePayload =
  | { action: "assign"; services: string[]; messenger: string }
  | { action: "update"; services: string[]; changes: ServiceChanges }
  | { action: "novelty"; services: string[]; fields: Record<string, string> };

/** Queues the action as one job; the courier of an assignment is checked first (400/409 before anything runs). */
export async function queueMassiveAction(app: FastifyInstance, scope: Scope, payload: MassivePayload) {
  if (payload.action === "assign") await assignableMessenger(app.db, scope.headquarterId, payload.messenger);
  return app.jobs.enqueue({
    kind: MASSIVE_ACTION_KIND,
    headquarterId: scope.headquarterId,
    userId: scope.userId ?? undefined,
    payload: { ...payload, services: [...new Set(payload.services)] },
  });
}

/** Each service through the same command as one at a time (its 409 rules, history and events). */
async function applyTo(db: Db, scope: Scope, payload: MassivePayload, id: string): Promise<BulkResult> {
  if (payload.action === "assign") return runBulkAction(db, scope, [id], "assign", { messenger: payload.messenger });
  if (payload.action === "update") return updateServices(db, scope, [id], payload.changes);
  try {
    await setNoveltyFields(db, scope, id, payload.fields, { merge: true });
    return { updated: [id], refused: [] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { updated: [], refused: [{ uuid: id, code: error.code, detail: error.message }] };
  }
}

const STEP = 10;

export function runMassiveAction(app: FastifyInstance): JobHandler {
  return async (job) => {
    const payload = job.payload as unknown as MassivePayload;
    const scope: Scope = { headquarterId: job.headquarterId ?? "", userId: job.userId, business: false };
    const result: BulkResult = { updated: [], refused: [] };
    for (const [i, id] of payload.services.entries()) {
      const one = await applyTo(app.db, scope, payload, id);
      result.updated.push(...one.updated);
      result.refused.push(...one.refused);
      if ((i + 1) % STEP === 0) {
        await app.events.dispatch();
        await app.jobs.setProgress(job.id, ((i + 1) / payload.services.length) * 100);
      }
    }
    await app.events.dispatch();
    return result as unknown as Record<string, unknown>;
  };
}

export function presentMassiveAction(job: JobRow): MassiveActionJob {
  const payload = job.payload as unknown as MassivePayload;
  return {
    uuid: job.id,
    action: payload.action as MassiveAction,
    status: job.status,
    progress: job.status === "done" ? 100 : job.progress,
    total: payload.services.length,
    result: job.status === "done" ? (job.result as unknown as BulkResult) : null,
  };
}

export async function findMassiveAction(db: Db, headquarterId: string, id: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, MASSIVE_ACTION_KIND), eq(jobs.headquarterId, headquarterId)));
  if (!job) throw notFound();
  return job;
}
