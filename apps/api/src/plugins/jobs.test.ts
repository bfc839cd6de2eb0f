import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, services } from "../db/schema/index.js";
import { createHeadquarter } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { createServiceRow } from "../test/service-factories.js";

describe("jobs runner, driven by hand", () => {
  let t: TestApp;
  const ran: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.app.jobs.handle("test-echo", async (job) => {
      ran.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { echoed: job.payload.value };
    });
    t.app.jobs.handle("test-broken", async () => {
      throw new Error("se rompió");
    });
  });
  afterAll(() => t?.close());

  it("two concurrent passes run each due job once and keep its result", async () => {
    const queued = await Promise.all(Array.from({ length: 8 }, (_, i) => t.app.jobs.enqueue({ kind: "test-echo", payload: { value: i } })));
    const later = await t.app.jobs.enqueue({ kind: "test-echo", runAt: new Date(Date.now() + 60_000) });
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    expect(ran.sort()).toEqual(queued.map((j) => j.id).sort());
    const [first] = await t.db.select().from(jobs).where(eq(jobs.id, queued[3].id));
    expect(first).toMatchObject({ status: "done", progress: 100, attempts: 1, result: { echoed: 3 } });
    expect((await t.db.select().from(jobs).where(eq(jobs.id, later.id)))[0].status).toBe("queued");
  });

  it("a failing job is marked failed with its error", async () => {
    const job = await t.app.jobs.enqueue({ kind: "test-broken" });
    await t.app.jobs.runDue();
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ status: "failed", error: "se rompió" });
  });

  it("enqueueOnce keeps one job per kind and headquarter: asked twice, asked while it runs, asked after it ended", async () => {
    const hq = (await createHeadquarter(t.db)).id;
    const soon = new Date(Date.now() - 1000);
    const runs: string[] = [];
    t.app.jobs.handle("test-once", async (job) => {
      runs.push(job.id);
      // Asked again while it runs (as a dispatch pass that still holds services): queued again once it ends.
      if (runs.length === 1) await t.app.jobs.enqueueOnce({ kind: "test-once", headquarterId: hq, runAt: new Date(Date.now() + 60_000) });
      return null;
    });
    await Promise.all([
      t.app.jobs.enqueueOnce({ kind: "test-once", headquarterId: hq, runAt: soon }),
      t.app.jobs.enqueueOnce({ kind: "test-once", headquarterId: hq, runAt: soon }),
    ]);
    const rowsOf = () => t.db.select().from(jobs).where(eq(jobs.kind, "test-once"));
    expect((await rowsOf()).map((j) => j.status)).toEqual(["queued"]);
    await t.app.jobs.runDue();
    const [requeued] = await rowsOf();
    expect(runs).toEqual([requeued.id]);
    expect(requeued).toMatchObject({ status: "queued", attempts: 0, lockedAt: null });
    expect(requeued.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await t.db.update(jobs).set({ runAt: soon }).where(eq(jobs.id, requeued.id));
    await t.app.jobs.runDue();
    expect((await rowsOf()).map((j) => [j.id, j.status])).toEqual([[requeued.id, "done"]]);
    await t.app.jobs.enqueueOnce({ kind: "test-once", headquarterId: hq, runAt: soon });
    expect((await rowsOf()).map((j) => [j.id, j.status])).toEqual([[requeued.id, "queued"]]);
  });

  it("takes back a running job whose node stopped answering", async () => {
    const [stale] = await t.db
      .insert(jobs)
      .values({ kind: "test-echo", status: "running", lockedAt: new Date(Date.now() - 11 * 60_000), attempts: 1 })
      .returning();
    await t.app.jobs.runDue();
    expect((await t.db.select().from(jobs).where(eq(jobs.id, stale.id)))[0]).toMatchObject({ status: "done", attempts: 2 });
  });
});

describe("jobs runner, polling", () => {
  it("polls once the app is ready and stops on close", async () => {
    const t = await createTestApp({ config: { jobsPollMs: 20 } });
    try {
      const hq = await createHeadquarter(t.db);
      const due = await createServiceRow(t.db, hq.id, { status: "scheduled", isScheduled: true, operableAt: new Date(Date.now() - 1000) });
      const statusOf = async () => (await t.db.select({ status: services.status }).from(services).where(eq(services.id, due.id)))[0].status;
      await expect.poll(statusOf, { timeout: 5000, interval: 20 }).toBe("by_assign");
    } finally {
      await t.close();
    }
  });
});
