import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, twoHeadquarters } from "../../test/factories.js";
import { createTestApp, snapshotTables, type TestApp } from "../../test/harness.js";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

const setup = (permissions = ["view_workinghour", "view_messengerworkinghour"]) => twoHeadquarters(t, companyId, permissions);

const send = (method: "POST" | "PATCH" | "DELETE" | "GET", url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

describe("/api/working-hours/ (the headquarter's hours)", () => {
  it("adds, lists Sunday first 10 a page, changes and deletes spans", async () => {
    const s = await setup();
    const created = await send("POST", "/api/working-hours/", s.in(s.a), { weekday: 1, starts_at: "08:00", ends_at: "12:00" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), weekday: 1, starts_at: "08:00", ends_at: "12:00" });
    for (const weekday of [6, 5, 4, 3, 2, 0])
      await send("POST", "/api/working-hours/", s.in(s.a), { weekday, starts_at: "08:00", ends_at: "12:00" });
    for (const weekday of [1, 2, 3, 4, 5])
      await send("POST", "/api/working-hours/", s.in(s.a), { weekday, starts_at: "14:00", ends_at: "24:00" });
    await send("POST", "/api/working-hours/", s.in(s.b), { weekday: 1, starts_at: "08:00", ends_at: "12:00" });

    const first = await send("GET", "/api/working-hours/", s.in(s.a));
    expect(first.json()).toMatchObject({ count: 12, next: "/api/working-hours/?limit=10&offset=10", previous: null });
    expect(
      first
        .json()
        .results.slice(0, 4)
        .map((h: { weekday: number; starts_at: string }) => `${h.weekday} ${h.starts_at}`),
    ).toEqual(["0 08:00", "1 08:00", "1 14:00", "2 08:00"]);
    expect((await send("GET", "/api/working-hours/?weekday=1", s.in(s.a))).json().count).toBe(2);

    const id = created.json().id;
    const changed = await send("PATCH", `/api/working-hours/${id}/`, s.in(s.a), { weekday: 1, starts_at: "07:30", ends_at: "13:00" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id, weekday: 1, starts_at: "07:30", ends_at: "13:00" });
    expect((await send("DELETE", `/api/working-hours/${id}/`, s.in(s.a))).statusCode).toBe(204);
    expect((await send("GET", "/api/working-hours/", s.in(s.a))).json().count).toBe(11);
  });

  it("refuses a span overlapping another of the same day (409 HOURS_OVERLAP) but takes touching ones", async () => {
    const s = await setup();
    const { id } = (await send("POST", "/api/working-hours/", s.in(s.a), { weekday: 3, starts_at: "08:00", ends_at: "12:00" })).json();
    const before = await snapshotTables(t.db);
    const overlap = await send("POST", "/api/working-hours/", s.in(s.a), { weekday: 3, starts_at: "11:59", ends_at: "15:00" });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: "HOURS_OVERLAP", detail: "El horario se cruza con otro del mismo día" });
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await send("POST", "/api/working-hours/", s.in(s.a), { weekday: 3, starts_at: "12:00", ends_at: "15:00" })).statusCode).toBe(
      201,
    );
    // A span may be changed over its own old hours.
    expect(
      (await send("PATCH", `/api/working-hours/${id}/`, s.in(s.a), { weekday: 3, starts_at: "09:00", ends_at: "12:00" })).statusCode,
    ).toBe(200);
  });

  it("refuses a start not before its end and a weekday out of 0–6 in Spanish (400)", async () => {
    const s = await setup();
    const reversed = await send("POST", "/api/working-hours/", s.in(s.a), { weekday: 1, starts_at: "17:00", ends_at: "09:00" });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: "ends_at", message: "La hora de inicio debe ser anterior a la hora de fin" }]);
    const badDay = await send("POST", "/api/working-hours/", s.in(s.a), { weekday: 7, starts_at: "08:00", ends_at: "09:00" });
    expect(badDay.json().errors).toEqual([{ field: "weekday", message: "El día debe estar entre 0 (domingo) y 6 (sábado)" }]);
  });

  it("answers 404 for another headquarter's span and 403 without view_workinghour", async () => {
    const s = await setup();
    const { id } = (await send("POST", "/api/working-hours/", s.in(s.b), { weekday: 1, starts_at: "08:00", ends_at: "12:00" })).json();
    expect((await send("DELETE", `/api/working-hours/${id}/`, s.in(s.a))).statusCode).toBe(404);
    const courierOnly = await setup(["view_messengerworkinghour"]);
    expect((await send("GET", "/api/working-hours/", courierOnly.in(courierOnly.a))).statusCode).toBe(403);
  });
});

describe("/api/messenger-working-hours/ and /api/messenger-excluded-hours/", () => {
  it("keeps each courier's weekly hours apart: overlaps refused only against the same courier", async () => {
    const s = await setup();
    const ana = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Ana", lastName: "Horas", username: "ana_horas" });
    const beto = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Beto", lastName: "Horas" });
    const created = await send("POST", "/api/messenger-working-hours/", s.in(s.a), {
      messenger: ana.id,
      weekday: 1,
      starts_at: "06:00",
      ends_at: "14:00",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      messenger: { uuid: ana.id, full_name: "Ana Horas", username: "ana_horas" },
      weekday: 1,
      starts_at: "06:00",
      ends_at: "14:00",
    });
    const clash = await send("POST", "/api/messenger-working-hours/", s.in(s.a), {
      messenger: ana.id,
      weekday: 1,
      starts_at: "13:00",
      ends_at: "18:00",
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("HOURS_OVERLAP");
    expect(
      (
        await send("POST", "/api/messenger-working-hours/", s.in(s.a), {
          messenger: beto.id,
          weekday: 1,
          starts_at: "13:00",
          ends_at: "18:00",
        })
      ).statusCode,
    ).toBe(201);

    const anas = await send("GET", `/api/messenger-working-hours/?messenger=${ana.id}`, s.in(s.a));
    expect(anas.json().results.map((h: { starts_at: string }) => h.starts_at)).toEqual(["06:00"]);
    expect((await send("GET", "/api/messenger-working-hours/", s.in(s.a))).json().count).toBe(2);
  });

  it("answers 404 for a courier who is not linked to the headquarter", async () => {
    const s = await setup();
    const elsewhere = await createCourier(t.db, { headquarterIds: [s.b] });
    const gone = await createCourier(t.db, { headquarterIds: [s.a], status: "disaffiliated" });
    for (const courier of [elsewhere, gone]) {
      const res = await send("POST", "/api/messenger-working-hours/", s.in(s.a), {
        messenger: courier.id,
        weekday: 1,
        starts_at: "06:00",
        ends_at: "14:00",
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("adds excluded hours, refuses overlapping ones of the same courier, lists and deletes them", async () => {
    const s = await setup();
    const ana = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Ana", lastName: "Excluida" });
    const appointment = {
      messenger: ana.id,
      starts_at: "2030-03-04T10:00:00-05:00",
      ends_at: "2030-03-04T12:00:00-05:00",
      reason: "Cita médica",
    };
    const created = await send("POST", "/api/messenger-excluded-hours/", s.in(s.a), appointment);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      starts_at: "2030-03-04T15:00:00.000Z",
      ends_at: "2030-03-04T17:00:00.000Z",
      reason: "Cita médica",
    });
    const clash = await send("POST", "/api/messenger-excluded-hours/", s.in(s.a), {
      ...appointment,
      starts_at: "2030-03-04T11:00:00-05:00",
      ends_at: "2030-03-04T13:00:00-05:00",
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: "HOURS_OVERLAP", detail: "Las horas excluidas se cruzan con otras del colaborador" });
    const reversed = await send("POST", "/api/messenger-excluded-hours/", s.in(s.a), {
      ...appointment,
      ends_at: "2030-03-04T09:00:00-05:00",
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: "ends_at", message: "La hora de inicio debe ser anterior a la hora de fin" }]);

    expect((await send("GET", `/api/messenger-excluded-hours/?messenger=${ana.id}`, s.in(s.a))).json().count).toBe(1);
    expect((await send("DELETE", `/api/messenger-excluded-hours/${created.json().id}/`, s.in(s.a))).statusCode).toBe(204);
    expect((await send("GET", `/api/messenger-excluded-hours/?messenger=${ana.id}`, s.in(s.a))).json().count).toBe(0);
  });
});
