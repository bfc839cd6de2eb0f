import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../../../db/schema/index.js";
import { createServicesTestApp, type ServicesTestApp, type Who } from "../test-support.js";

let t: ServicesTestApp;
beforeAll(async () => {
  t = await createServicesTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (who: Who, query = "active_status=true&limit=100", headquarterId = t.bogota) => {
  const res = await t.call(who, { method: "GET", url: `/api/services/?${query}` }, headquarterId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  return res.json() as { count: number; results: { uuid: string; name: string; type_name: string }[] };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the desk's reads are answered from the headquarter cache (docs/decisions/004)", () => {
  it("shows a service created through the API on the very next read", async () => {
    const before = await list("admin");
    const made = await t.create({ name: "Recién creado" });
    const after = await list("admin");
    expect(after.count).toBe(before.count + 1);
    expect(after.results.map((s) => s.uuid)).toContain(made.uuid);
  });

  it("drops the answers of a headquarter when a write there commits, and only there", async () => {
    const made = await t.create({ name: "Antes" });
    await list("admin");
    await list("admin", "active_status=true", t.medellin);
    // Written behind the API's back: no event, so the cached answer still stands…
    await t.db.update(services).set({ name: "Después" }).where(eq(services.id, made.uuid));
    const nameIn = async () => (await list("admin")).results.find((s) => s.uuid === made.uuid)?.name;
    expect(await nameIn()).toBe("Antes");
    // …an action in Medellín does not retire Bogotá's answers…
    await t.create({}, "admin", t.medellin);
    expect(await nameIn()).toBe("Antes");
    // …an action in Bogotá does.
    const other = await t.create({ name: "Otro" });
    expect(await nameIn()).toBe("Después");
    expect((await list("admin")).results.map((s) => s.uuid)).toContain(other.uuid);
  });

  it("shows a write that announces nothing on the next read: a service type renamed", async () => {
    t.emitted.length = 0;
    const made = await t.create({ name: "Con tipo" });
    const typeNameIn = async () => (await list("admin")).results.find((s) => s.uuid === made.uuid)?.type_name;
    const before = await typeNameIn();
    expect(before).not.toBe("Mensajería exprés");
    await t.countsHeard(); // the creation's counts event
    const emittedBefore = t.emitted.length;
    const renamed = await t.call("admin", {
      method: "PATCH",
      url: `/api/service-types/${t.catalogs[t.bogota].type.id}/`,
      payload: { name: "Mensajería exprés" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(t.emitted.length).toBe(emittedBefore);
    expect(await typeNameIn()).toBe("Mensajería exprés");
    await t.call("admin", { method: "PATCH", url: `/api/service-types/${t.catalogs[t.bogota].type.id}/`, payload: { name: before } });
  });

  it("keeps its answers through an emission that changes nothing (a notification)", async () => {
    const made = await t.create({ name: "Sin cambio" });
    await list("admin");
    await t.db.update(services).set({ name: "Cambiado a escondidas" }).where(eq(services.id, made.uuid));
    t.app.realtime.notify(t.bogota, { title: "Aviso", body: "<p>Sin datos nuevos</p>" });
    expect((await list("admin")).results.find((s) => s.uuid === made.uuid)?.name).toBe("Sin cambio");
  });

  it("lets an unannounced change through once the answer is a second old", async () => {
    const made = await t.create({ name: "Sin aviso" });
    await list("admin");
    await t.db.update(services).set({ name: "Con el tiempo" }).where(eq(services.id, made.uuid));
    await sleep(t.config.readCacheTtlMs + 50);
    expect((await list("admin")).results.find((s) => s.uuid === made.uuid)?.name).toBe("Con el tiempo");
  });

  it("never answers a business user with what the staff read at the same address", async () => {
    const own = await t.create({ name: "Del negocio" }, "negocio");
    const staff = await list("admin");
    const business = await list("negocio");
    expect(staff.count).toBeGreaterThan(business.count);
    expect(business.results.map((s) => s.uuid)).toContain(own.uuid);
    const ownIds = new Set(
      (
        await t.db
          .select({ id: services.id })
          .from(services)
          .where(eq(services.createdBy, await t.userId("negocio")))
      ).map((r) => r.id),
    );
    expect(business.results.every((s) => ownIds.has(s.uuid))).toBe(true);
  });

  it("shares one computation among concurrent readers and keeps no failure", async () => {
    let runs = 0;
    const compute = async () => {
      runs++;
      await sleep(20);
      return JSON.stringify({ runs });
    };
    const answers = await Promise.all([1, 2, 3].map(() => t.app.headquarterCache.answer(t.bogota, "concurrent", compute)));
    expect(answers.map((b) => b.toString())).toEqual(['{"runs":1}', '{"runs":1}', '{"runs":1}']);
    expect(runs).toBe(1);
    const failing = () => Promise.reject(new Error("sin base de datos"));
    await expect(t.app.headquarterCache.answer(t.bogota, "failing", failing)).rejects.toThrow("sin base de datos");
    expect((await t.app.headquarterCache.answer(t.bogota, "failing", compute)).toString()).toBe('{"runs":2}');
  });

  it("still refuses bad input and other headquarters before any cached answer", async () => {
    await list("admin");
    const bad = await t.call("admin", { method: "GET", url: "/api/services/?active_status=quizás" });
    expect(bad.statusCode).toBe(400);
    const forbidden = await t.call("negocio", { method: "GET", url: "/api/services/?active_status=true&limit=100" }, t.medellin);
    expect(forbidden.statusCode).toBe(403);
  });
});
