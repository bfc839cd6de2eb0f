import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, haversineKm, weekdayOf, zonedDateTimeLocal } from "@despacho/domain";
import { affiliations, headquarters, messengers, messengerWorkingHours, workingHours } from "../../../db/schema/index.js";
import { createDemoCatalogApp, type DemoCatalogApp } from "../../../test/catalog-factories.js";
import { createCourier } from "../../../test/courier-factories.js";
import { createHeadquarter, createUser } from "../../../test/factories.js";
import { authHeaders, login } from "../../../test/harness.js";
import { optimalMessengers } from "./queries/messengers.js";

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

const get = (url: string, user: "admin" | "operador" = "admin", hq = t.bogota) =>
  t.app.inject({ method: "GET", url, headers: t.as(user, hq) });
const parque93 = { latitude: 4.6767, longitude: -74.0483 };

describe("GET /api/users/messengers/", () => {
  it("pages the headquarter's couriers by 10, online first", async () => {
    const res = await get("/api/users/messengers/", "operador");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ count: 15, previous: null, next: "/api/users/messengers/?limit=10&offset=10" });
    expect(page.results).toHaveLength(10);
    // 10 of the 15 go online in the demo; the 2 asking to leave Bogotá (in disaffiliation) are offline.
    expect(page.results.map((m: { status: string }) => m.status)).toEqual([...Array(8).fill("Conectado"), "Desconectado", "Desconectado"]);
  });

  it("filters by is_online and is_available", async () => {
    const offline = (await get("/api/users/messengers/?is_online=false&limit=100")).json();
    expect(offline.count).toBe(7);
    expect(offline.results.every((m: { status: string }) => m.status === "Desconectado")).toBe(true);
    const busy = (await get("/api/users/messengers/?is_online=true&is_available=false&limit=100")).json();
    expect(busy.count).toBeGreaterThan(0);
    expect(busy.results.every((m: { status: string; is_available: boolean }) => m.status === "Conectado" && !m.is_available)).toBe(true);
  });

  it("finds by full name and answers the spec §3 shape", async () => {
    const { messenger: row } = await createCourier(t.db, {
      headquarterIds: [t.bogota],
      firstName: "Yeison",
      lastName: "Úsuga Patiño",
      isOnline: true,
      location: { latitude: 4.65, longitude: -74.06 },
    });
    await t.db
      .update(messengers)
      .set({ locationAt: new Date("2026-01-05T15:00:00Z"), rating: 4.5 })
      .where(eq(messengers.id, row.id));
    const res = (await get("/api/users/messengers/?q=yeison%20%C3%BAsuga")).json();
    expect(res.results).toEqual([
      {
        uuid: row.id,
        first_name: "Yeison",
        last_name: "Úsuga Patiño",
        full_name: "Yeison Úsuga Patiño",
        image_url: null,
        avatar: "YÚ",
        status: "Conectado",
        is_available: true,
        rating: 4.5,
        last_location: { latitude: 4.65, longitude: -74.06, at: "2026-01-05T15:00:00.000Z" },
        blocked: false,
        // The demo headquarter's hours decide it by the clock; services/assignment-rules.test.ts pins it down.
        out_of_hours: expect.any(Boolean),
      },
    ]);
  });

  it("marks out of hours a courier outside their own weekly hours, and everyone while the headquarter is closed", async () => {
    const today = weekdayOf(zonedDateTimeLocal(DEFAULT_TIME_ZONE).slice(0, 10));
    const allDay = (weekday: number) => ({ weekday, startsAt: "00:00", endsAt: "24:00" });
    const listed = async (headquarterId: string) => {
      const staff = await createUser(t.db, { headquarterIds: [headquarterId], permissions: ["assign_service"] });
      const headers = authHeaders((await login(t.app, staff.user.username, staff.password)).access, headquarterId);
      const res = await t.app.inject({ method: "GET", url: "/api/users/messengers/?q=turno", headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((m: { first_name: string; out_of_hours: boolean }) => [m.first_name, m.out_of_hours]);
    };
    const open = await createHeadquarter(t.db);
    const closed = await createHeadquarter(t.db);
    await t.db.insert(workingHours).values({ headquarterId: closed.id, ...allDay((today + 1) % 7) });
    for (const [firstName, weekday] of [
      ["Hoy", today],
      ["Mañana", (today + 1) % 7],
    ] as const) {
      const { id } = await createCourier(t.db, { headquarterIds: [open.id, closed.id], firstName, lastName: "Turno" });
      await t.db
        .insert(messengerWorkingHours)
        .values([open.id, closed.id].map((headquarterId) => ({ messengerId: id, headquarterId, ...allDay(weekday) })));
    }
    expect(await listed(open.id)).toEqual([
      ["Hoy", false],
      ["Mañana", true],
    ]);
    expect(await listed(closed.id)).toEqual([
      ["Hoy", true],
      ["Mañana", true],
    ]);
  });

  it("refuses a bad filter value in Spanish (400)", async () => {
    const res = await get("/api/users/messengers/?is_online=si");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("is_online");
  });

  it("hides another headquarter's courier (404)", async () => {
    const [other] = await t.db
      .select({ id: affiliations.messengerId })
      .from(affiliations)
      .where(eq(affiliations.headquarterId, t.medellin))
      .limit(1);
    expect((await get(`/api/users/messengers/${other.id}/`)).statusCode).toBe(404);
    expect((await get(`/api/users/messengers/${other.id}/`, "admin", t.medellin)).statusCode).toBe(200);
  });
});

describe("optimalMessengers", () => {
  it("ranks online, available couriers with a location by distance, as the domain measures it", async () => {
    const ranked = await optimalMessengers(t.db, t.bogota, parque93, 50);
    const eligible = await t.db
      .select({ id: messengers.id })
      .from(messengers)
      .innerJoin(affiliations, eq(affiliations.messengerId, messengers.id))
      .where(and(eq(affiliations.headquarterId, t.bogota), eq(affiliations.isOnline, true), eq(messengers.isAvailable, true)));
    expect(ranked).toHaveLength(eligible.length);
    const distances = ranked.map((m) => m.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const m of ranked) expect(m.distance_km).toBeCloseTo(haversineKm(parque93, m.last_location!), 1);
  });

  it("puts the nearest first and leaves out busy, offline and unlocated couriers", async () => {
    const [bogota] = await t.db.select().from(headquarters).where(eq(headquarters.id, t.bogota));
    const [hq] = await t.db
      .insert(headquarters)
      .values({ ...bogota, id: undefined, name: "Chía" })
      .returning();
    const courier = async (firstName: string, latitude: number | null, { isOnline = true, isAvailable = true } = {}) => {
      const { id } = await createCourier(t.db, {
        headquarterIds: [hq.id],
        firstName,
        lastName: "Prueba",
        isOnline,
        location: latitude === null ? undefined : { latitude, longitude: parque93.longitude },
      });
      await t.db.update(messengers).set({ isAvailable }).where(eq(messengers.id, id));
    };
    await courier("Lejano", 4.7767);
    await courier("Cercano", 4.6867);
    await courier("Medio", 4.7267);
    await courier("Ocupado", 4.6768, { isAvailable: false });
    await courier("Apagado", 4.6768, { isOnline: false });
    await courier("Perdido", null);
    const ranked = await optimalMessengers(t.db, hq.id, parque93, 2);
    expect(ranked.map((m) => [m.first_name, m.distance_km])).toEqual([
      ["Cercano", 1.11],
      ["Medio", 5.56],
    ]);
  });
});
