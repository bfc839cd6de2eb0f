import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliations, messengerActivations, messengerBlocks } from "../../../db/schema/index.js";
import { createCourier } from "../../../test/courier-factories.js";
import { createCompany, twoHeadquarters } from "../../../test/factories.js";
import { createTestApp, snapshotTables, type TestApp } from "../../../test/harness.js";

const URL = "/api/messenger-blocks/";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

/** Two headquarters of one company and an operator of both with view_block_menu (X-Headquarter chooses). */
async function setup(permissions = ["view_block_menu"]) {
  const s = await twoHeadquarters(t, companyId, permissions, { firstName: "Olga", lastName: "Operadora" });
  return { ...s, operatorId: s.userId };
}

const block = (headers: Record<string, string>, payload: object) => t.app.inject({ method: "POST", url: URL, headers, payload });

describe("POST /api/messenger-blocks/", () => {
  it("blocks an affiliated courier with a reason and answers who blocked them", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Ana", lastName: "Ruiz", username: "ana_ruiz_blk" });
    const res = await block(s.in(s.a), {
      messenger: courier.id,
      reason: "  No entregó el paquete  ",
      ends_at: "2099-01-01T10:00:00-05:00",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      messenger: { uuid: courier.id, full_name: "Ana Ruiz", username: "ana_ruiz_blk" },
      reason: "No entregó el paquete",
      starts_at: expect.any(String),
      ends_at: "2099-01-01T15:00:00.000Z",
      blocked_by: { uuid: s.operatorId, full_name: "Olga Operadora" },
      unblocked_at: null,
      unblocked_by: null,
      status: "active",
    });
  });

  it("refuses a second block while one is open (409 ALREADY_BLOCKED), and allows one after the first ended", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a, s.b] });
    expect((await block(s.in(s.a), { messenger: courier.id, reason: "Primera vez" })).statusCode).toBe(201);
    const again = await block(s.in(s.a), { messenger: courier.id, reason: "Segunda vez" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_BLOCKED", detail: "El colaborador ya tiene un bloqueo activo en la sucursal" });
    // Another headquarter blocks on its own.
    expect((await block(s.in(s.b), { messenger: courier.id, reason: "En la otra sucursal" })).statusCode).toBe(201);
    // A block whose end has passed is over by itself.
    await t.db
      .update(messengerBlocks)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(and(eq(messengerBlocks.messengerId, courier.id), eq(messengerBlocks.headquarterId, s.a)));
    expect((await block(s.in(s.a), { messenger: courier.id, reason: "Tercera vez" })).statusCode).toBe(201);
  });

  it("sets an online courier offline there and keeps it in the activation history", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a, s.b], isOnline: true });
    expect((await block(s.in(s.a), { messenger: courier.id, reason: "Fuera de zona" })).statusCode).toBe(201);
    const rows = await t.db
      .select({ hq: affiliations.headquarterId, online: affiliations.isOnline })
      .from(affiliations)
      .where(eq(affiliations.messengerId, courier.id));
    expect(rows.sort((x, y) => (x.hq === s.a ? -1 : y.hq === s.a ? 1 : 0))).toEqual([
      { hq: s.a, online: false },
      { hq: s.b, online: true },
    ]);
    const activations = await t.db.select().from(messengerActivations).where(eq(messengerActivations.messengerId, courier.id));
    expect(activations.map((a) => [a.headquarterId, a.online])).toEqual([[s.a, false]]);
  });

  it("answers 404 for a courier not affiliated with the headquarter and 409 for a disaffiliated one, changing nothing", async () => {
    const s = await setup();
    const elsewhere = await createCourier(t.db, { headquarterIds: [s.b] });
    const gone = await createCourier(t.db, { headquarterIds: [s.a], status: "disaffiliated" });
    const before = await snapshotTables(t.db);
    expect((await block(s.in(s.a), { messenger: elsewhere.id, reason: "No es de aquí" })).statusCode).toBe(404);
    const res = await block(s.in(s.a), { messenger: gone.id, reason: "Ya se fue" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", detail: "El colaborador no está afiliado a la sucursal" });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("refuses a missing reason and an end already past with Spanish messages (400)", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a] });
    const noReason = await block(s.in(s.a), { messenger: courier.id, reason: "   " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: "reason", message: "Campo requerido" }]);
    const past = await block(s.in(s.a), { messenger: courier.id, reason: "Tarde", ends_at: "2020-01-01T00:00:00Z" });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ field: "ends_at", message: "La fecha de fin del bloqueo debe ser posterior a ahora" }]);
    expect(await t.db.select().from(messengerBlocks).where(eq(messengerBlocks.messengerId, courier.id))).toEqual([]);
  });
});

describe("PATCH /api/messenger-blocks/{id}/unblock/", () => {
  it("unblocks now, records who did it, and refuses to unblock twice (409)", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a] });
    const { id } = (await block(s.in(s.a), { messenger: courier.id, reason: "Reclamo" })).json();
    const res = await t.app.inject({ method: "PATCH", url: `${URL}${id}/unblock/`, headers: s.in(s.a) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: "unblocked",
      unblocked_at: expect.any(String),
      unblocked_by: { uuid: s.operatorId, full_name: "Olga Operadora" },
    });
    const twice = await t.app.inject({ method: "PATCH", url: `${URL}${id}/unblock/`, headers: s.in(s.a) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "CONFLICT", detail: "El bloqueo ya terminó" });
  });

  it("answers 404 for a block of another headquarter", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.b] });
    const { id } = (await block(s.in(s.b), { messenger: courier.id, reason: "Otra sucursal" })).json();
    expect((await t.app.inject({ method: "PATCH", url: `${URL}${id}/unblock/`, headers: s.in(s.a) })).statusCode).toBe(404);
  });
});

describe("GET /api/messenger-blocks/ and /history/", () => {
  it("lists the open blocks of the headquarter, 10 a page, searched by name or username", async () => {
    const s = await setup();
    const couriers = [];
    for (let i = 0; i < 12; i++)
      couriers.push(await createCourier(t.db, { headquarterIds: [s.a], firstName: "Bloqueado", lastName: `N${i}` }));
    for (const c of couriers) await block(s.in(s.a), { messenger: c.id, reason: "Lote" });
    const other = await createCourier(t.db, { headquarterIds: [s.b] });
    await block(s.in(s.b), { messenger: other.id, reason: "Otra" });
    const lifted = (await block(s.in(s.a), { messenger: (await createCourier(t.db, { headquarterIds: [s.a] })).id, reason: "X" })).json();
    await t.app.inject({ method: "PATCH", url: `${URL}${lifted.id}/unblock/`, headers: s.in(s.a) });

    const first = await t.app.inject({ method: "GET", url: URL, headers: s.in(s.a) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 12, next: "/api/messenger-blocks/?limit=10&offset=10", previous: null });
    expect(first.json().results).toHaveLength(10);
    const search = await t.app.inject({ method: "GET", url: URL, query: { q: "bloqueado n1" }, headers: s.in(s.a) });
    expect(
      search
        .json()
        .results.map((b: { messenger: { full_name: string } }) => b.messenger.full_name)
        .sort(),
    ).toEqual(["Bloqueado N1", "Bloqueado N10", "Bloqueado N11"]);
  });

  it("keeps every block in the history with its status, filtered by courier, status and days", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a] });
    const first = (await block(s.in(s.a), { messenger: courier.id, reason: "Primero" })).json();
    await t.app.inject({ method: "PATCH", url: `${URL}${first.id}/unblock/`, headers: s.in(s.a) });
    await block(s.in(s.a), { messenger: courier.id, reason: "Segundo" });
    const [expired] = await t.db
      .insert(messengerBlocks)
      .values({
        messengerId: courier.id,
        headquarterId: s.a,
        reason: "Vencido",
        startsAt: new Date("2026-01-10T15:00:00Z"),
        endsAt: new Date("2026-01-11T15:00:00Z"),
      })
      .returning();

    const all = await t.app.inject({ method: "GET", url: `${URL}history/`, query: { messenger: courier.id }, headers: s.in(s.a) });
    expect(all.statusCode).toBe(200);
    expect(all.json().results.map((b: { reason: string; status: string }) => [b.reason, b.status])).toEqual([
      ["Segundo", "active"],
      ["Primero", "unblocked"],
      ["Vencido", "expired"],
    ]);
    const byStatus = async (status: string) =>
      (await t.app.inject({ method: "GET", url: `${URL}history/`, query: { messenger: courier.id, status }, headers: s.in(s.a) }))
        .json()
        .results.map((b: { reason: string }) => b.reason);
    expect(await byStatus("active")).toEqual(["Segundo"]);
    expect(await byStatus("unblocked")).toEqual(["Primero"]);
    expect(await byStatus("expired")).toEqual(["Vencido"]);
    // 2026-01-10 10:00 in Bogotá.
    const day = await t.app.inject({
      method: "GET",
      url: `${URL}history/`,
      query: { from: "2026-01-10", to: "2026-01-10" },
      headers: s.in(s.a),
    });
    expect(day.json().results.map((b: { id: string }) => b.id)).toEqual([expired.id]);
    const reversed = await t.app.inject({
      method: "GET",
      url: `${URL}history/`,
      query: { from: "2026-01-11", to: "2026-01-10" },
      headers: s.in(s.a),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: "to", message: "La fecha inicial no puede ser posterior a la final" }]);
  });

  it("refuses a user without view_block_menu (403)", async () => {
    const s = await setup(["view_desktop_menu"]);
    expect((await t.app.inject({ method: "GET", url: URL, headers: s.in(s.a) })).statusCode).toBe(403);
  });
});
