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
