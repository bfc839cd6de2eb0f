import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headquarters } from "../../db/schema/index.js";
import { seedDemo } from "../../seed/demo.js";
import { DEMO_PASSWORD } from "../../seed/demo-data.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t?.close());

describe("demo fake locations", () => {
  it("show Bogotá's administrator mensajero7 caught by the mock flag and a jump, with the evidence", async () => {
    const [bogota] = (await t.db.select().from(headquarters)).filter((h) => h.name === "Bogotá");
    const headers = authHeaders((await login(t.app, "admin", DEMO_PASSWORD)).access, bogota?.id ?? "");
    const list = await t.app.inject({ method: "GET", url: "/api/fake-locations/", headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .map((c: { nickname: string; detections: number; score: number; open: boolean }) => [c.nickname, c.detections, c.score, c.open]),
    ).toEqual([["mensajero7", 2, 90, true]]);
    const detail = await t.app.inject({ method: "GET", url: `/api/fake-locations/${list.json()[0].id}/`, headers });
    expect(detail.json().evidence.map((e: { kind: string; detail: string }) => [e.kind, e.detail])).toEqual([
      ["mock_location", "El teléfono reportó una ubicación simulada"],
      ["jump", "Salto de 12,2 km en 5 s"],
      ["mock_location", "El teléfono reportó una ubicación simulada"],
    ]);
  });
});
