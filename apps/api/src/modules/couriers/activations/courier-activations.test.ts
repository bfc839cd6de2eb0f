import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messengerActivations } from "../../../db/schema/index.js";
import { createCourier } from "../../../test/courier-factories.js";
import { createCompany, twoHeadquarters } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";

const URL = "/api/messenger-activations/";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

const setup = (permissions = ["view_activationhistory"]) => twoHeadquarters(t, companyId, permissions);

describe("GET /api/messenger-activations/", () => {
  it("lists when couriers went online and offline there, newest first, by courier and Bogotá days", async () => {
    const s = await setup();
    const ana = await createCourier(t.db, { headquarterIds: [s.a, s.b], firstName: "Ana", lastName: "Activa", username: "ana_activa" });
    const beto = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Beto", lastName: "Activo" });
    await t.db.insert(messengerActivations).values([
      // 2026-11-20 07:00 and 18:30 in Bogotá.
      { messengerId: ana.id, headquarterId: s.a, online: true, createdAt: new Date("2026-11-20T12:00:00Z") },
      { messengerId: ana.id, headquarterId: s.a, online: false, createdAt: new Date("2026-11-20T23:30:00Z") },
      // 2026-11-20 20:00 in Bogotá, though 2026-11-21 in UTC.
      { messengerId: beto.id, headquarterId: s.a, online: true, createdAt: new Date("2026-11-21T01:00:00Z") },
      { messengerId: beto.id, headquarterId: s.a, online: false, createdAt: new Date("2026-11-22T15:00:00Z") },
      { messengerId: ana.id, headquarterId: s.b, online: true, createdAt: new Date("2026-11-20T13:00:00Z") },
    ]);

    const all = await t.app.inject({ method: "GET", url: URL, headers: s.in(s.a) });
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBe(4);
    expect(all.json().results[3]).toEqual({
      id: expect.any(String),
      messenger: { uuid: ana.id, full_name: "Ana Activa", username: "ana_activa" },
      online: true,
      created_at: "2026-11-20T12:00:00.000Z",
    });
    const day = await t.app.inject({ method: "GET", url: URL, query: { from: "2026-11-20", to: "2026-11-20" }, headers: s.in(s.a) });
    expect(
      day.json().results.map((r: { messenger: { full_name: string }; online: boolean }) => `${r.messenger.full_name} ${r.online}`),
    ).toEqual(["Beto Activo true", "Ana Activa false", "Ana Activa true"]);
    const bySomeone = await t.app.inject({ method: "GET", url: URL, query: { messenger: beto.id }, headers: s.in(s.a) });
    expect(bySomeone.json().count).toBe(2);
  });

  it("pages by 10 and refuses a user without view_activationhistory (403)", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a] });
    await t.db
      .insert(messengerActivations)
      .values(Array.from({ length: 11 }, (_, i) => ({ messengerId: courier.id, headquarterId: s.a, online: i % 2 === 0 })));
    const first = await t.app.inject({ method: "GET", url: URL, headers: s.in(s.a) });
    expect(first.json()).toMatchObject({ count: 11, next: "/api/messenger-activations/?limit=10&offset=10" });
    const other = await setup(["view_block_menu"]);
    expect((await t.app.inject({ method: "GET", url: URL, headers: other.in(other.a) })).statusCode).toBe(403);
  });
});
