import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesTags } from "../../db/schema/index.js";
import { createServicesTestApp, type ServicesTestApp } from "./test-support.js";

let t: ServicesTestApp;
const joined = async (serviceId: string) =>
  (await t.db.select().from(servicesTags).where(eq(servicesTags.serviceId, serviceId))).map((r) => r.tagId).sort();
const list = async (query: string) => {
  const res = await t.call("admin", { method: "GET", url: `/api/services/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { uuid: string; tags: string[] }[]).map((s) => ({ uuid: s.uuid, tags: s.tags }));
};
const edit = (services: string[], tagIds: string[]) =>
  t.call("admin", { method: "PATCH", url: "/api/services/update-multiple/", payload: { services, changes: { tags: tagIds } } });

let urgente: string;
let fragil: string;
let medellinTag: string;
beforeAll(async () => {
  t = await createServicesTestApp();
  urgente = await t.tagId(t.bogota, "urgente");
  fragil = await t.tagId(t.bogota, "frágil");
  medellinTag = await t.tagId(t.medellin, "urgente");
});
afterAll(async () => {
  await t?.close();
});

describe("services carry the headquarter's tags", () => {
  it("a service created with tag ids answers their names, in its detail too, and keeps one row per tag", async () => {
    const created = await t.create({ name: "Cliente Etiquetas", tags: [urgente, fragil, urgente] });
    expect(created).toMatchObject({ tags: ["frágil", "urgente"] });
    expect(await joined(created.uuid)).toEqual([fragil, urgente].sort());
    const detail = await t.call("admin", { method: "GET", url: `/api/services/${created.uuid}/` });
    expect(detail.json()).toMatchObject({
      tags: ["frágil", "urgente"],
      tag_items: [
        { uuid: fragil, name: "frágil" },
        { uuid: urgente, name: "urgente" },
      ],
    });
  });

  it("refuses another headquarter's tag or an unknown id with 400 and creates nothing", async () => {
    for (const id of [medellinTag, randomUUID()]) {
      const res = await t.call("admin", {
        method: "POST",
        url: "/api/services/",
        payload: t.payload({ name: "Cliente Ajeno", tags: [urgente, id] }),
        headers: { "idempotency-key": randomUUID() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        detail: "La etiqueta no existe en la sucursal",
        errors: [{ field: "tags", message: "La etiqueta no existe en la sucursal" }],
      });
    }
    expect(await list("q=Cliente%20Ajeno")).toEqual([]);
  });

  it("the list's tags filter keeps the services carrying any of the given tags", async () => {
    const name = `Filtro ${randomUUID().slice(0, 8)}`;
    const a = await t.create({ name, tags: [urgente] });
    const b = await t.create({ name, tags: [fragil] });
    await t.create({ name });
    expect(await list(`q=${encodeURIComponent(name)}&tags=${urgente}`)).toEqual([{ uuid: a.uuid, tags: ["urgente"] }]);
    const either = await list(`q=${encodeURIComponent(name)}&tags=${urgente},${fragil}`);
    expect(either.map((s) => s.uuid).sort()).toEqual([a.uuid, b.uuid].sort());
    expect(await list(`q=${encodeURIComponent(name)}&tags=${medellinTag}`)).toEqual([]);
    const bad = await t.call("admin", { method: "GET", url: "/api/services/?tags=no-es-un-id" });
    expect(bad.statusCode).toBe(400);
  });

  it("update-multiple replaces the tags; another headquarter's tag refuses that service", async () => {
    const s = await t.create({ name: "Cliente Reetiquetado", tags: [urgente] });
    const res = await edit([s.uuid], [fragil]);
    expect(res.json()).toEqual({ updated: [s.uuid], refused: [] });
    expect((await t.row(s.uuid)).tags).toEqual(["frágil"]);
    expect(await joined(s.uuid)).toEqual([fragil]);
    const refused = await edit([s.uuid], [medellinTag]);
    expect(refused.json()).toEqual({
      updated: [],
      refused: [{ uuid: s.uuid, code: "VALIDATION", detail: "La etiqueta no existe en la sucursal" }],
    });
    expect(await joined(s.uuid)).toEqual([fragil]);
    expect((await edit([s.uuid], [])).json()).toEqual({ updated: [s.uuid], refused: [] });
    expect((await t.row(s.uuid)).tags).toEqual([]);
    expect(await joined(s.uuid)).toEqual([]);
  });

  it("a tag services carry is not deleted (409); once no service carries it, it is", async () => {
    const created = await t.call("admin", {
      method: "POST",
      url: "/api/tags/",
      payload: { name: `Temporal ${randomUUID().slice(0, 8)}` },
      headers: { "idempotency-key": randomUUID() },
    });
    const tag = created.json().uuid as string;
    const s = await t.create({ name: "Cliente Temporal", tags: [tag] });
    const refused = await t.call("admin", { method: "DELETE", url: `/api/tags/${tag}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONFLICT", detail: "No se puede eliminar la etiqueta porque está asignada a servicios" });
    await edit([s.uuid], []);
    expect((await t.call("admin", { method: "DELETE", url: `/api/tags/${tag}/` })).statusCode).toBe(204);
  });
});
