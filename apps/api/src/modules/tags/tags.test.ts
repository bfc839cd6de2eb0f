import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { tags } from "../../db/schema/index.js";
import { createDemoCatalogApp, type DemoCatalogApp } from "../../test/catalog-factories.js";

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

const namesIn = async (headquarterId: string) =>
  (await t.db.select({ name: tags.name }).from(tags).where(eq(tags.headquarterId, headquarterId))).map((r) => r.name).sort();

describe("GET /api/tags/", () => {
  it("pages the headquarter's tags by 10 (spec §9), by name", async () => {
    await t.db.insert(tags).values(Array.from({ length: 9 }, (_, i) => ({ headquarterId: t.bogota, name: `Zona ${i + 1}` })));
    const first = await t.call("GET", "/api/tags/");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 12, previous: null, next: "/api/tags/?limit=10&offset=10" });
    expect(first.json().results.map((r: { name: string }) => r.name)).toEqual([
      "frágil",
      "prioritario",
      "urgente",
      "Zona 1",
      "Zona 2",
      "Zona 3",
      "Zona 4",
      "Zona 5",
      "Zona 6",
      "Zona 7",
    ]);
    const second = (await t.call("GET", "/api/tags/?page=2")).json();
    expect(second.results.map((r: { name: string }) => r.name)).toEqual(["Zona 8", "Zona 9"]);
  });

  it("searches by name and shows only the chosen headquarter's tags", async () => {
    await t.db.insert(tags).values({ headquarterId: t.medellin, name: "Solo Medellín" });
    const found = (await t.call("GET", "/api/tags/?q=URGE")).json();
    expect(found.results).toEqual([{ uuid: expect.any(String), name: "urgente" }]);
    expect((await t.call("GET", "/api/tags/?q=Medell")).json().count).toBe(0);
  });
});

describe("writing tags", () => {
  it("creates a tag (201) with its name trimmed", async () => {
    const res = await t.call("POST", "/api/tags/", { name: "  Nocturno " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ uuid: expect.any(String), name: "Nocturno" });
    expect(await namesIn(t.bogota)).toContain("Nocturno");
  });

  it("refuses a name the headquarter already has, in any case (409)", async () => {
    const res = await t.call("POST", "/api/tags/", { name: "URGENTE" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "DUPLICATE_NAME",
      errors: [{ field: "name", message: "Ya existe una etiqueta con ese nombre" }],
    });
  });

  it("lets another headquarter use the same name", async () => {
    expect((await t.call("POST", "/api/tags/", { name: "Nocturno" }, "admin", t.medellin)).statusCode).toBe(201);
  });

  it("refuses an empty or too long name (400) and writes nothing", async () => {
    const before = await namesIn(t.bogota);
    const empty = await t.call("POST", "/api/tags/", { name: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ field: "name", message: "Campo requerido" }] });
    const long = await t.call("POST", "/api/tags/", { name: "x".repeat(51) });
    expect(long.json()).toMatchObject({ errors: [{ field: "name", message: "Máximo 50 caracteres" }] });
    expect(await namesIn(t.bogota)).toEqual(before);
  });

  it("deletes a tag (204)", async () => {
    const created = (await t.call("POST", "/api/tags/", { name: "Temporal" })).json();
    expect((await t.call("DELETE", `/api/tags/${created.uuid}/`)).statusCode).toBe(204);
    expect(await namesIn(t.bogota)).not.toContain("Temporal");
  });

  it("answers 404 for another headquarter's tag and keeps it", async () => {
    const [medellinTag] = await t.db
      .select()
      .from(tags)
      .where(and(eq(tags.headquarterId, t.medellin), eq(tags.name, "urgente")));
    expect((await t.call("DELETE", `/api/tags/${medellinTag.id}/`)).statusCode).toBe(404);
    expect(await namesIn(t.medellin)).toContain("urgente");
  });

  it("lets the operador read tags but not write them (403)", async () => {
    expect((await t.call("GET", "/api/tags/", undefined, "operador")).statusCode).toBe(200);
    expect((await t.call("POST", "/api/tags/", { name: "Del operador" }, "operador")).statusCode).toBe(403);
    expect(await namesIn(t.bogota)).not.toContain("Del operador");
  });
});
