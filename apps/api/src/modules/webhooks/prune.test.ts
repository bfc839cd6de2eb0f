import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../db/schema/index.js";
import { createHeadquarter } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createWebhookRow } from "../../test/integration-factories.js";
import { pruneDeliveries } from "./prune.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webhookDeliveryRetentionDays: 30 } });
});
afterAll(() => t?.close());

/** Deliveries of a new subscription, each `[status, days ago]`, named by their event for the assertions. */
async function deliveries(rows: ["pending" | "delivered" | "failed", number][]) {
  const headquarterId = (await createHeadquarter(t.db)).id;
  const hook = await createWebhookRow(t.db, headquarterId);
  await t.db.insert(webhookDeliveries).values(
    rows.map(([status, days], i) => ({
      subscriptionId: hook.id,
      headquarterId,
      event: `${status}-${days}d-${i}`,
      body: "{}",
      status,
      createdAt: sql`now() - make_interval(days => ${days})`,
    })),
  );
  return async () =>
    (await t.db.select({ event: webhookDeliveries.event }).from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook.id)))
      .map((r) => r.event)
      .sort();
}

describe("the webhook delivery log's retention", () => {
  it("removes, through the jobs sweeper, the deliveries sent or failed more than 30 days ago and keeps the rest", async () => {
    const left = await deliveries([
      ["delivered", 31],
      ["failed", 45],
      ["delivered", 29],
      ["pending", 60],
    ]);
    await t.app.jobs.runDue();
    expect(await left()).toEqual(["delivered-29d-2", "pending-60d-3"]);
  });

  it("removes at most a batch per statement", async () => {
    const left = await deliveries([
      ["delivered", 40],
      ["delivered", 41],
      ["failed", 42],
    ]);
    expect(await pruneDeliveries(t.db, 30, 2)).toBe(2);
    expect(await left()).toHaveLength(1);
    expect(await pruneDeliveries(t.db, 30, 2)).toBe(1);
    expect(await left()).toEqual([]);
  });
});
