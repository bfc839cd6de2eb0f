import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services, tags } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createUser, twoHeadquarters } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createServiceRow } from "../../test/service-factories.js";

const PERMISSIONS = ["assign_service", "change_service", "add_novelty_anywhere", "view_service_menu"];

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

async function setup(permissions = PERMISSIONS) {
  const s = await twoHeadquarters(t, companyId, permissions);
  const call = (method: "GET" | "POST", url: string, payload?: object, hq = s.a) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: s.in(hq) });
  /** Applies the action and runs its job; answers the finished job. */
  const apply = async (url: string, payload: object) => {
    const queued = await call("POST", url, payload);
    expect(queued.statusCode, queued.body).toBe(202);
    await t.app.jobs.runDue();
    return (await call("GET", `/api/massive-actions/${queued.json().uuid}/`)).json();
  };
  return { ...s, call, apply };
}

describe("massive actions", () => {
  it("finds services by a pasted list of consecutives and internal identifiers, and says which found none", async () => {
    const s = await setup();
    const one = await createServiceRow(t.db, s.a);
    const two = await createServiceRow(t.db, s.a, { internalIdentifier: "PED-77" });
    await createServiceRow(t.db, s.b, { internalIdentifier: "PED-88" });
    const res = await s.call("POST", "/api/services/lookup/", { identifiers: [String(one.consecutive), "PED-77", "PED-88", "999"] });
    expect(res.statusCode).toBe(200);
    expect(res.json().found.map((f: { uuid: string }) => f.uuid)).toEqual([one.id, two.id]);
    expect(res.json().missing).toEqual(["PED-88", "999"]);
  });

  it("assigns twenty services in one job and reports the ones the one-at-a-time rules refuse (409 codes)", async () => {
    const s = await setup();
    const courier = await createCourier(t.db, { headquarterIds: [s.a] });
    const open = [];
    for (let i = 0; i < 19; i++) open.push(await createServiceRow(t.db, s.a));
    const cancelled = await createServiceRow(t.db, s.a, { status: "cancelled" });
    const job = await s.apply("/api/massive-assignment/", { services: [...open.map((o) => o.id), cancelled.id], messenger: courier.id });
    expect(job).toMatchObject({ action: "assign", status: "done", progress: 100, total: 20 });
    expect(job.result.updated).toEqual(open.map((o) => o.id));
    expect(job.result.refused).toEqual([
      { uuid: cancelled.id, code: "ALREADY_CANCELLED", detail: "No se puede asignar un servicio en estado cancelado" },
    ]);
    const rows = await t.db
      .select({ status: services.status, messenger: services.messengerId })
      .from(services)
      .where(eq(services.headquarterId, s.a));
    expect(rows.filter((r) => r.status === "assigned" && r.messenger === courier.id)).toHaveLength(19);
  });

  it("refuses a courier who may not be assigned before queueing anything (409)", async () => {
    const s = await setup();
    const blocked = await createCourier(t.db, { headquarterIds: [s.a], blockedIn: [s.a] });
    const open = await createServiceRow(t.db, s.a);
    const res = await s.call("POST", "/api/massive-assignment/", { services: [open.id], messenger: blocked.id });
    expect(res.statusCode).toBe(409);
  });

  it("updates the cost of many services and adds a novelty to each, refusing a cancelled one and another headquarter's", async () => {
    const s = await setup();
    const open = await createServiceRow(t.db, s.a);
    const cancelled = await createServiceRow(t.db, s.a, { status: "cancelled" });
    const elsewhere = await createServiceRow(t.db, s.b);
    const update = await s.apply("/api/massive-service-update/", {
      services: [open.id, cancelled.id, elsewhere.id],
      changes: { calculated_cost: 12000 },
    });
    expect(update.result).toEqual({
      updated: [open.id],
      refused: [
        { uuid: cancelled.id, code: "ALREADY_CANCELLED", detail: "No se puede modificar un servicio cancelado" },
        { uuid: elsewhere.id, code: "NOT_FOUND", detail: "No encontrado." },
      ],
    });
    const [row] = await t.db.select({ cost: services.calculatedCost }).from(services).where(eq(services.id, open.id));
    expect(row.cost).toBe(12000);

    await s.call("POST", `/api/services/${open.id}/novelty-fields/`, { fields: { Recibió: "Portero" } });
    const novelty = await s.apply("/api/massive-novelties/", { services: [open.id], fields: { Observación: "Llegó mojado" } });
    expect(novelty.result).toEqual({ updated: [open.id], refused: [] });
    const [noted] = await t.db.select({ fields: services.noveltyFields }).from(services).where(eq(services.id, open.id));
    expect(noted.fields).toEqual({ Recibió: "Portero", Observación: "Llegó mojado" });
  });

  it("changes the tags and the payment verified as the one-at-a-time edit does; another headquarter's tag is refused", async () => {
    const s = await setup();
    const first = await createServiceRow(t.db, s.a);
    const second = await createServiceRow(t.db, s.a);
    const [fragil] = await t.db.insert(tags).values({ headquarterId: s.a, name: "frágil" }).returning();
    const [theirs] = await t.db.insert(tags).values({ headquarterId: s.b, name: "ajena" }).returning();
    const update = await s.apply("/api/massive-service-update/", {
      services: [first.id, second.id],
      changes: { tags: [fragil.id], is_payment_verified: true },
    });
    expect(update.result).toEqual({ updated: [first.id, second.id], refused: [] });
    const rows = await t.db
      .select({ tags: services.tags, verified: services.isPaymentVerified })
      .from(services)
      .where(eq(services.headquarterId, s.a));
    expect(rows).toEqual([
      { tags: ["frágil"], verified: true },
      { tags: ["frágil"], verified: true },
    ]);
    const refused = await s.apply("/api/massive-service-update/", { services: [first.id], changes: { tags: [theirs.id] } });
    expect(refused.result.refused).toEqual([{ uuid: first.id, code: "VALIDATION", detail: "La etiqueta no existe en la sucursal" }]);
  });

  it("asks each action's codename, and another headquarter's job answers 404", async () => {
    const s = await setup(["assign_service"]);
    const open = await createServiceRow(t.db, s.a);
    expect(
      (await s.call("POST", "/api/massive-service-update/", { services: [open.id], changes: { calculated_cost: 1 } })).statusCode,
    ).toBe(403);
    expect((await s.call("POST", "/api/massive-novelties/", { services: [open.id], fields: { a: "b" } })).statusCode).toBe(403);
    const courier = await createCourier(t.db, { headquarterIds: [s.a] });
    const queued = await s.call("POST", "/api/massive-assignment/", { services: [open.id], messenger: courier.id });
    expect((await s.call("GET", `/api/massive-actions/${queued.json().uuid}/`, undefined, s.b)).statusCode).toBe(404);
  });

  it("a business profile reaches none of it (403)", async () => {
    const s = await setup();
    const business = await createUser(t.db, {
      companyId,
      headquarterIds: [s.a],
      permissions: ["add_service"],
      business: { name: "Tienda" },
    });
    const headers = authHeaders((await login(t.app, business.user.username, business.password)).access, s.a);
    const res = await t.app.inject({ method: "POST", url: "/api/services/lookup/", payload: { identifiers: ["1"] }, headers });
    expect(res.statusCode).toBe(403);
  });
});
