import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { headquarters } from "../../db/schema/index.js";
import { createDemoCatalogApp, type DemoCatalogApp } from "../../test/catalog-factories.js";

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

const settingsOf = async (id: string) => (await t.db.select().from(headquarters).where(eq(headquarters.id, id)))[0].settings;

describe("GET /api/headquarter/:id/remuneration-modes/", () => {
  it("answers the three remuneration modes with their Spanish names", async () => {
    const res = await t.call("GET", `/api/headquarter/${t.bogota}/remuneration-modes/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { value: "per_service", text: "Por servicio" },
      { value: "percentage_of_cost", text: "Porcentaje del costo" },
      { value: "fixed_per_day", text: "Fijo por día" },
    ]);
  });

  it("refuses a user without view_configuration_menu (403)", async () => {
    expect((await t.call("GET", `/api/headquarter/${t.bogota}/remuneration-modes/`, undefined, "operador")).statusCode).toBe(403);
  });
});

describe("activation and remuneration settings", () => {
  it("saves the mode, its value and what a courier must have to be activated", async () => {
    const patch = {
      remuneration_mode: "percentage_of_cost",
      remuneration_value: 70,
      activation_requirements: ["verified_motorcycle", "current_insurance"],
    };
    const res = await t.call("PATCH", `/api/headquarter/${t.bogota}/settings/`, patch);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(patch);
    expect(await settingsOf(t.bogota)).toMatchObject(patch);
  });

  it("refuses a percentage above 100 (400) and changes nothing", async () => {
    const before = await settingsOf(t.medellin);
    const res = await t.call(
      "PATCH",
      `/api/headquarter/${t.medellin}/settings/`,
      { remuneration_mode: "percentage_of_cost", remuneration_value: 150 },
      "admin",
      t.medellin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: "remuneration_value", message: "El porcentaje debe estar entre 0 y 100" }] });
    expect(await settingsOf(t.medellin)).toEqual(before);
  });

  it("accepts an amount above 100 for a fixed pay per day", async () => {
    const patch = { remuneration_mode: "fixed_per_day", remuneration_value: 80_000 };
    const res = await t.call("PATCH", `/api/headquarter/${t.medellin}/settings/`, patch, "admin", t.medellin);
    expect(res.statusCode).toBe(200);
    expect(await settingsOf(t.medellin)).toMatchObject(patch);
  });

  it("refuses an unknown activation requirement (400)", async () => {
    const res = await t.call("PATCH", `/api/headquarter/${t.bogota}/settings/`, { activation_requirements: ["tatuaje"] });
    expect(res.statusCode).toBe(400);
  });
});
