import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { jobs } from "../db/schema/index.js";

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (job: JobRow) => Promise<Record<string, unknown> | null>;
/** Periodic work that claims its own rows (e.g. scheduled services); answers how many it handled. */
export type Sweeper = () => Promise<number>;

export interface Jobs {
  /** One handler per job kind. */
  handle(kind: string, handler: JobHandler): void;
  sweep(name: string, sweeper: Sweeper): void;
  enqueue(job: { kind: string; headquarterId?: string; userId?: string; payload?: Record<string, unknown>; runAt?: Date }): Promise<JobRow>;
  /**
   * The headquarter's one job of this kind, due at `runAt`, unless it is queued already: several nodes asking at once
   * leave one queued; a job asking while it runs is queued again at once for `runAt` (its end leaves it queued, so a
   * `runAt` before that end may start it again meanwhile). Its row is reused, never added to.
   */
  enqueueOnce(job: { kind: string; headquarterId: string; runAt: Date }): Promise<void>;
  setProgress(id: string, progress: number): Promise<void>;
  /** One pass: every sweeper, then the due jobs. Tests call it directly with polling off. */
  runDue(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const CLAIM_BATCH = 5;
/** The job as its run left it: one queued again while it ran (enqueueOnce) stays queued. */
const stillRunning = (id: string) => and(eq(jobs.id, id), eq(jobs.status, "running"));
// A running job whose node died is taken again after this long.
const STALE_AFTER = sql`now() - interval '10 minutes'`;

/**
 * Background work in PostgreSQL (ARCHITECTURE: background work): rows in `jobs` claimed with
 * FOR UPDATE SKIP LOCKED, so several API nodes share the queue without running a job twice.
 * pollMs 0 disables the loop (tests drive runDue themselves).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { pollMs: number }) => {
    const handlers = new Map<string, JobHandler>();
    const sweepers = new Map<string, Sweeper>();

    async function claim(): Promise<JobRow[]> {
      const kinds = [...handlers.keys()];
      if (kinds.length === 0) return [];
      const isDue = and(
        inArray(jobs.kind, kinds),
        or(and(eq(jobs.status, "queued"), lte(jobs.runAt, sql`now()`)), and(eq(jobs.status, "running"), lte(jobs.lockedAt, STALE_AFTER))),
      );
      // A cheap look first: the embedded database runs one transaction at a time, so an idle poll must not open one.
      const [anyDue] = await app.db.select({ id: jobs.id }).from(jobs).where(isDue).limit(1);
      if (!anyDue) return [];
      return app.db.transaction(async (tx) => {
        const due = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(isDue)
          .orderBy(asc(jobs.runAt))
          .limit(CLAIM_BATCH)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(jobs)
          .set({ status: "running", lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
          .where(
            inArray(
              jobs.id,
              due.map((d) => d.id),
            ),
          )
          .returning();
      });
    }

    async function run(job: JobRow) {
      const handler = handlers.get(job.kind);
      if (!handler) return;
      try {
        const result = await handler(job);
        await app.db.update(jobs).set({ status: "done", progress: 100, result, lockedAt: null }).where(stillRunning(job.id));
      } catch (err) {
        app.log.error({ err, job: job.id, kind: job.kind }, "job failed");
        await app.db
          .update(jobs)
          .set({ status: "failed", error: String((err as Error).message ?? err), lockedAt: null })
          .where(stillRunning(job.id));
      }
    }

    const api: Jobs = {
      handle: (kind, handler) => void handlers.set(kind, handler),
      sweep: (name, sweeper) => void sweepers.set(name, sweeper),
      async enqueue({ kind, headquarterId, userId, payload = {}, runAt }) {
        const [row] = await app.db
          .insert(jobs)
          .values({ kind, headquarterId, userId, payload, runAt: runAt ?? sql`now()` })
          .returning();
        return row;
      },
      async enqueueOnce({ kind, headquarterId, runAt }) {
        await app.db
          .insert(jobs)
          .values({ kind, headquarterId, runAt, once: true })
          .onConflictDoUpdate({
            target: [jobs.kind, jobs.headquarterId],
            targetWhere: sql`once`,
            set: { status: "queued", runAt, attempts: 0, progress: 0, lockedAt: null, result: null, error: null },
            setWhere: sql`${jobs.status} <> 'queued'`,
          });
      },
      // Progress doubles as the heartbeat that keeps a long job from looking stale.
      async setProgress(id, progress) {
        await app.db
          .update(jobs)
          .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), lockedAt: sql`now()` })
          .where(eq(jobs.id, id));
      },
      async runDue() {
        for (const [name, sweeper] of sweepers) {
          try {
            await sweeper();
          } catch (err) {
            app.log.error({ err, sweeper: name }, "sweeper failed");
          }
        }
        for (let batch = await claim(); batch.length > 0; batch = await claim()) {
          for (const job of batch) await run(job);
        }
      },
    };
    app.decorate("jobs", api);

    if (opts.pollMs <= 0) return;
    let timer: NodeJS.Timeout | null = null;
    let current: Promise<void> | null = null;
    let stopped = false;
    const tick = () => {
      current = api
        .runDue()
        .catch((err) => app.log.error({ err }, "jobs tick failed"))
        .finally(() => {
          current = null;
          if (!stopped) timer = setTimeout(tick, opts.pollMs);
        });
    };
    app.addHook("onReady", async () => {
      timer = setTimeout(tick, opts.pollMs);
    });
    app.addHook("preClose", async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    });
  },
  { name: "jobs", dependencies: ["db"] },
);
