import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEEKDAYS, weekdayOf, zonedDate } from "@despacho/domain";
import { serviceHistory, serviceLocations, services } from "../../../db/schema/index.js";
import { createServiceRow } from "../../../test/service-factories.js";
import { nextOccurrence } from "./repeat.js";
import { createServicesTestApp, type ServicesTestApp } from "../test-support.js";

let t: ServicesTestApp;
beforeAll(async () => {
  t = await createServicesTestApp();
});
afterAll(async () => {
  await t?.close();
});

const scheduled = (operableAt: Date, extra: Partial<typeof services.$inferInsert> = {}) =>
  createServiceRow(t.db, t.bogota, {
    status: "scheduled",
    isScheduled: true,
    scheduledAt: new Date(operableAt.getTime() + 30 * 60_000),
    operableAt,
    typeId: t.catalogs[t.bogota].type.id,
    ...extra,
  });

describe("scheduled services become operable (spec §4)", () => {
  it("activates at the boundary and not a moment before", async () => {
    const notYet = await scheduled(new Date(Date.now() + 60_000));
    const due = await scheduled(new Date(Date.now() - 1));
    t.emitted.length = 0;
    await t.app.jobs.runDue();
    expect((await t.row(notYet.id)).status).toBe("scheduled");
    expect(await t.row(due.id)).toMatchObject({ status: "by_assign", version: due.version + 1 });
    expect((await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, due.id))).at(-1)).toMatchObject({
      action: "activate",
      fromStatus: "scheduled",
      toStatus: "by_assign",
      userId: null,
    });
    expect(t.emitted.filter((e) => e.payload.uuid === due.id).map((e) => e.event)).toEqual(["services:change"]);
    // Move the boundary to now: it activates on the next pass.
    await t.db.update(services).set({ operableAt: new Date() }).where(eq(services.id, notYet.id));
    await t.app.jobs.runDue();
    expect((await t.row(notYet.id)).status).toBe("by_assign");
  });

  it("a directly assigned scheduled service becomes assigned", async () => {
    const courier = t.catalogs[t.bogota].couriers[0].id;
    const due = await scheduled(new Date(Date.now() - 1000), { messengerId: courier, directAssignment: true });
    t.emitted.length = 0;
    await t.app.jobs.runDue();
    expect((await t.row(due.id)).status).toBe("assigned");
    expect(t.emitted.filter((e) => e.payload.uuid === due.id).map((e) => e.event)).toEqual(["services:change", "services:assigned"]);
  });

  it("two concurrent passes activate each service exactly once", async () => {
    const due = await Promise.all(Array.from({ length: 12 }, () => scheduled(new Date(Date.now() - 5000))));
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    for (const s of due) {
      expect((await t.row(s.id)).status).toBe("by_assign");
      const activations = await t.db
        .select()
        .from(serviceHistory)
        .where(and(eq(serviceHistory.serviceId, s.id), eq(serviceHistory.action, "activate")));
      expect(activations).toHaveLength(1);
    }
  });

  it("a repeating service schedules its next occurrence, in the future, when it activates", async () => {
    // Scheduled 20 minutes ago; repeats on the weekday of the day after tomorrow and on tomorrow's date.
    const scheduledAt = new Date(Date.now() - 20 * 60_000);
    const tomorrow = new Date(scheduledAt.getTime() + 86_400_000);
    const inTwoDays = new Date(scheduledAt.getTime() + 2 * 86_400_000);
    const weekday = WEEKDAYS[weekdayOf(zonedDate("America/Bogota", inTwoDays))].key;
    const repeat = [weekday, zonedDate("America/Bogota", tomorrow)];
    const due = await scheduled(new Date(scheduledAt.getTime() - 30 * 60_000), {
      scheduledAt,
      repeatScheduled: true,
      repeatScheduledAt: repeat,
    });
    t.emitted.length = 0;
    await t.app.jobs.runDue();
    expect((await t.row(due.id)).status).toBe("by_assign");
    const [next] = await t.db
      .select()
      .from(services)
      .where(and(eq(services.headquarterId, t.bogota), eq(services.scheduledAt, tomorrow)));
    expect(next).toMatchObject({
      status: "scheduled",
      name: due.name,
      repeatScheduled: true,
      repeatScheduledAt: repeat,
      calculatedCost: due.calculatedCost,
      operableAt: new Date(tomorrow.getTime() - 30 * 60_000),
    });
    expect(next.consecutive).toBeGreaterThan(due.consecutive);
    expect(await t.db.select().from(serviceLocations).where(eq(serviceLocations.serviceId, next.id))).toHaveLength(2);
    expect((await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, next.id)))[0]).toMatchObject({
      action: "created",
      data: { repeat_of: due.id },
    });
    expect(t.emitted.some((e) => e.event === "services:new" && e.payload.uuid === next.id)).toBe(true);
  });
});

describe("nextOccurrence", () => {
  const BOGOTA = "America/Bogota";

  it("keeps the Bogotá time of day on the next matching weekday or date", () => {
    // Friday 2026-03-13 22:30 in Bogotá = Saturday 03:30 UTC.
    const friday = new Date("2026-03-14T03:30:00Z");
    expect(nextOccurrence(friday, ["monday"], friday, BOGOTA)?.toISOString()).toBe("2026-03-17T03:30:00.000Z");
    expect(nextOccurrence(friday, ["saturday", "2026-03-20"], friday, BOGOTA)?.toISOString()).toBe("2026-03-15T03:30:00.000Z");
    expect(nextOccurrence(friday, ["2026-01-01"], friday, BOGOTA)).toBeNull();
  });

  it("keeps the wall-clock time of the headquarter's zone across a daylight-saving change", () => {
    // Friday 2026-03-06 09:00 in New York (EST, UTC-5); clocks go forward on Sunday the 8th.
    const friday = new Date("2026-03-06T14:00:00Z");
    expect(nextOccurrence(friday, ["monday"], friday, "America/New_York")?.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(nextOccurrence(friday, ["saturday"], friday, "America/New_York")?.toISOString()).toBe("2026-03-07T14:00:00.000Z");
  });

  it("skips the days missed while nothing ran", () => {
    const friday = new Date("2026-03-14T03:30:00Z");
    const later = new Date("2026-03-25T12:00:00Z");
    // Every Monday: the 16th and 23rd are past, the 30th (03:30 UTC on the 31st) comes next.
    expect(nextOccurrence(friday, ["monday"], later, BOGOTA)?.toISOString()).toBe("2026-03-31T03:30:00.000Z");
  });
});
