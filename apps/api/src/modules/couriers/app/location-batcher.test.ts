import { asc, countDistinct, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courierHourlyDistance, messengerLocations, messengers } from "../../../db/schema/index.js";
import { EVENTS } from "@despacho/domain";
import { createCourier } from "../../../test/courier-factories.js";
import { recordHeadquarterEmissions, signedInCourier } from "../../../test/courier-session.js";
import { createHeadquarter } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { LOCATION_FLUSH_POINTS, LocationBatcher } from "./location-batcher.js";

let t: TestApp;
let hqId: string;

beforeAll(async () => {
  t = await createTestApp();
  hqId = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

const point = (courier: number, second: number) => ({
  latitude: 4.6 + courier / 1000 + second / 100_000,
  longitude: -74.05,
  coordinates_created_at: `2026-11-23T18:00:${String(second).padStart(2, "0")}.000Z`,
});

describe("POST /api/courier/locations/ by group commit", () => {
  it("answers 200 calls from 50 couriers at once with 201 after storing every point, in a handful of inserts", async () => {
    const couriers = await Promise.all(Array.from({ length: 50 }, () => signedInCourier(t, { headquarterIds: [hqId], isOnline: true })));
    // Each courier posts 4 calls at once, in no order: seconds 10, 40, 20 and 30.
    const calls = couriers.flatMap((courier, c) =>
      [10, 40, 20, 30].map((s) => courier.call("POST", "/api/courier/locations/", { points: [point(c, s)] })),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(200).fill(201));
    const ids = couriers.map((courier) => courier.id);
    expect(await t.db.$count(messengerLocations, inArray(messengerLocations.messengerId, ids))).toBe(200);
    const profiles = await t.db.select().from(messengers).where(inArray(messengers.id, ids));
    const byId = new Map(profiles.map((p) => [p.id, [p.latitude, p.locationAt?.toISOString()]]));
    expect(ids.map((id) => byId.get(id))).toEqual(ids.map((_, c) => [point(c, 40).latitude, "2026-11-23T18:00:40.000Z"]));
    // One insert stamps its rows with one received_at (the transaction's time).
    const [{ inserts }] = await t.db
      .select({ inserts: countDistinct(messengerLocations.receivedAt) })
      .from(messengerLocations)
      .where(inArray(messengerLocations.messengerId, ids));
    expect(inserts).toBeLessThanOrEqual(5);
  });

  it("keeps the newest position when a later call brings older points", async () => {
    const courier = await signedInCourier(t, { headquarterIds: [hqId] });
    expect((await courier.call("POST", "/api/courier/locations/", { points: [point(1, 40)] })).statusCode).toBe(201);
    expect((await courier.call("POST", "/api/courier/locations/", { points: [point(1, 10)] })).statusCode).toBe(201);
    const [profile] = await t.db
      .select()
      .from(messengers)
      .where(inArray(messengers.id, [courier.id]));
    expect([profile.latitude, profile.locationAt?.toISOString()]).toEqual([4.6014, "2026-11-23T18:00:40.000Z"]);
  });

  it("gives each point its leg and track level from the courier's point before it, and a late point corrects the point after it", async () => {
    const courier = await signedInCourier(t, { headquarterIds: [hqId] });
    // 0.01° of latitude is 1.112 km: two points in one call, a third in the next, then a late one between the last two,
    // where the courier was at the second (so the last point's leg stays as it was, and only its level changes).
    const at = (latitude: number, second: number) => ({
      latitude,
      longitude: -74.05,
      coordinates_created_at: `2026-11-23T18:00:${second}.000Z`,
    });
    for (const points of [[at(4.6, 10), at(4.61, 20)], [at(4.62, 40)], [at(4.61, 35)]])
      expect((await courier.call("POST", "/api/courier/locations/", { points })).statusCode).toBe(201);
    const legs = await t.db
      .select({ latitude: messengerLocations.latitude, legKm: messengerLocations.legKm, level: messengerLocations.trackLevel })
      .from(messengerLocations)
      .where(eq(messengerLocations.messengerId, courier.id))
      .orderBy(asc(messengerLocations.coordinatesCreatedAt));
    // 18:00:00 is second 1,795,456,800 since 1970, 32 past a multiple of 64: seconds 10 and 20 differ from 2^4 up (level
    // 5), 20 and 35 from 2^6 (7), and 35 and 40 from 2^3 (4; 20 and 40 differed from 2^6, 7, before the late point).
    expect(legs.map((p) => [p.latitude, p.legKm === null ? null : Number(p.legKm.toFixed(3)), p.level])).toEqual([
      [4.6, null, 32],
      [4.61, 1.112, 5],
      [4.61, 0, 7],
      [4.62, 1.112, 4],
    ]);
    const hours = await t.db.select().from(courierHourlyDistance).where(eq(courierHourlyDistance.messengerId, courier.id));
    expect(hours.map((h) => [h.hour.toISOString(), Number(h.km.toFixed(3)), h.points])).toEqual([["2026-11-23T18:00:00.000Z", 2.224, 4]]);
  });

  it("writes a call that arrives during a write in the next one, with no other call to wake it", async () => {
    const linked = { headquarterIds: [hqId] };
    const [ana, beto] = [await createCourier(t.db, linked), await createCourier(t.db, linked)];
    const batcher = new LocationBatcher(t.db, t.app.realtime, t.app.events);
    const at = (i: number) => new Date(Date.parse("2026-11-23T18:00:00Z") + i * 1000).toISOString();
    const full = Array.from({ length: LOCATION_FLUSH_POINTS }, (_, i) => ({
      latitude: 4.6,
      longitude: -74.08,
      coordinates_created_at: at(i),
    }));
    // A full buffer starts Ana's write at once; Beto's call comes while it runs, and nothing comes after it.
    const first = batcher.record(ana.id, { points: full });
    const second = batcher.record(beto.id, { points: [{ latitude: 4.7, longitude: -74.08, coordinates_created_at: at(0) }] });
    expect(await first).toEqual({ accepted: LOCATION_FLUSH_POINTS });
    expect(await second).toEqual({ accepted: 1 });
    const stored = await t.db
      .select({ latitude: messengerLocations.latitude })
      .from(messengerLocations)
      .where(eq(messengerLocations.messengerId, beto.id));
    expect(stored).toEqual([{ latitude: 4.7 }]);
  });

  it("writes the next batch while the one before it is told, and tells the desks the batches in order", async () => {
    const ana = await createCourier(t.db, { headquarterIds: [hqId], isOnline: true });
    const emitted = recordHeadquarterEmissions<{ messenger: string; latitude: number }>(t);
    // The first batch's dispatch is held until the second batch is stored.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let dispatches = 0;
    const events = {
      ...t.app.events,
      dispatch: async () => {
        dispatches += 1;
        if (dispatches === 1) await held;
        return t.app.events.dispatch();
      },
    };
    const batcher = new LocationBatcher(t.db, t.app.realtime, events);
    const at = (i: number) => new Date(Date.parse("2026-11-24T08:00:00Z") + i * 1000).toISOString();
    const full = (from: number, latitude: number) =>
      Array.from({ length: LOCATION_FLUSH_POINTS }, (_, i) => ({ latitude, longitude: -74.08, coordinates_created_at: at(from + i) }));
    const first = batcher.record(ana.id, { points: full(0, 4.61) });
    const second = batcher.record(ana.id, { points: full(LOCATION_FLUSH_POINTS, 4.62) });
    const stored = () => t.db.$count(messengerLocations, eq(messengerLocations.messengerId, ana.id));
    await expect.poll(stored, { timeout: 10_000 }).toBe(2 * LOCATION_FLUSH_POINTS);
    release();
    expect([await first, await second]).toEqual([{ accepted: LOCATION_FLUSH_POINTS }, { accepted: LOCATION_FLUSH_POINTS }]);
    const heard = emitted.filter((e) => e.event === EVENTS.messengerLocationChange && e.payload.messenger === ana.id);
    expect(heard.map((e) => e.payload.latitude)).toEqual([4.61, 4.62]);
  });
});
