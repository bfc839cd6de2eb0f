import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../../db/schema/index.js";
import { createServicesTestApp, type ServicesTestApp } from "./test-support.js";

// decision 014: the headquarter's time_zone decides its days. 2025-03-10T16:00Z is 11:00 on the 10th in Bogotá and
// 01:00 on the 11th in Tokyo (UTC+9, no daylight saving); 14:59:59Z is still the 10th in both.
const LATE_IN_BOGOTA = new Date("2025-03-10T16:00:00Z");
const LATE_IN_TOKYO = new Date("2025-03-10T14:59:59Z");
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

let t: ServicesTestApp;
beforeAll(async () => {
  t = await createServicesTestApp();
});
afterAll(async () => {
  await t?.close();
});

const inMedellin = (url: string) => t.call("admin", { method: "GET", url }, t.medellin);
const countOn = async (day: string) => (await inMedellin(`/api/services/count-status/?current_date=${day}`)).json().by_assign;
const listedOn = async (day: string, extra = "") => {
  const res = await inMedellin(`/api/services/?current_date=${day}&status__in=by_assign${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return { ids: res.json().results.map((s: { uuid: string }) => s.uuid), count: res.json().count };
};
const setZone = async (time_zone: string) => {
  const res = await t.call(
    "admin",
    { method: "PATCH", url: `/api/headquarter/${t.medellin}/settings/`, payload: { time_zone } },
    t.medellin,
  );
  expect(res.statusCode, res.body).toBe(200);
};
const createdAt = async (at: Date, name: string) => {
  const made = await t.create({ name }, "admin", t.medellin);
  await t.db.update(services).set({ createdAt: at }).where(eq(services.id, made.uuid));
  return made.uuid;
};

describe("the headquarter's time zone decides its days", () => {
  it("counts and lists a service on the day of the zone, recounting when the zone changes", async () => {
    const first = await createdAt(LATE_IN_BOGOTA, "Zona Primero");
    expect([await countOn("2025-03-10"), await countOn("2025-03-11")]).toEqual([1, 0]);
    expect(await listedOn("2025-03-10")).toEqual({ ids: [first], count: 1 });
    expect(await listedOn("2025-03-11")).toEqual({ ids: [], count: 0 });

    await setZone("Asia/Tokyo");
    // The day totals were recounted (count-status reads service_totals) and the list cuts Tokyo's days.
    expect([await countOn("2025-03-10"), await countOn("2025-03-11")]).toEqual([0, 1]);
    expect(await listedOn("2025-03-11")).toEqual({ ids: [first], count: 1 });
    expect(await listedOn("2025-03-11", "&q=Zona")).toEqual({ ids: [first], count: 1 });
    expect(await listedOn("2025-03-10")).toEqual({ ids: [], count: 0 });

    // A service written after the change counts on its Tokyo day too.
    const second = await createdAt(LATE_IN_TOKYO, "Zona Segundo");
    expect([await countOn("2025-03-10"), await countOn("2025-03-11")]).toEqual([1, 1]);
    expect(await listedOn("2025-03-10", "&q=Zona")).toEqual({ ids: [second], count: 1 });

    await setZone("America/Bogota");
    expect([await countOn("2025-03-10"), await countOn("2025-03-11")]).toEqual([2, 0]);
  });

  it("announces the counts of today in the zone and starts a courier's track at the zone's midnight", async () => {
    await setZone("Asia/Tokyo");
    t.emitted.length = 0;
    await t.create({ name: "Zona Hoy" }, "admin", t.medellin);
    await t.countsHeard(t.medellin);
    const todayInTokyo = new Date(Date.now() + 9 * HOUR_MS).toISOString().slice(0, 10);
    const counts = t.emitted.find((e) => e.event === "services:count-change" && e.headquarterId === t.medellin);
    expect(counts?.payload.current_date).toBe(todayInTokyo);

    const courier = t.catalogs[t.medellin].couriers[0];
    const track = await inMedellin(`/api/users/messengers/${courier.id}/track/`);
    expect(track.statusCode, track.body).toBe(200);
    const tokyoMidnight = new Date(Math.floor((Date.now() + 9 * HOUR_MS) / DAY_MS) * DAY_MS - 9 * HOUR_MS);
    expect(track.json().from).toBe(tokyoMidnight.toISOString());
    await setZone("America/Bogota");
  });

  it("writes the CSV's creation time in the zone", async () => {
    await setZone("Asia/Tokyo");
    await createdAt(LATE_IN_BOGOTA, "Zona Reporte");
    const created = await t.call("admin", { method: "POST", url: "/api/services/report-csv/", payload: { q: "Zona Reporte" } }, t.medellin);
    expect(created.statusCode, created.body).toBe(202);
    await t.app.jobs.runDue();
    const file = await inMedellin(`/api/services/report-csv/${created.json().uuid}/`);
    const lines = file.rawPayload.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith(';"11/03/2025, 1:00 a. m."')).toBe(true);
    await setZone("America/Bogota");
  });
});
