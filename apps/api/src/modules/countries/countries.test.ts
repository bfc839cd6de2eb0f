import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const hq = await createHeadquarter(t.db);
  const me = await createUser(t.db, { companyId: hq.companyId, headquarterIds: [hq.id] });
  headers = authHeaders((await login(t.app, me.user.username, me.password)).access);
});
afterAll(() => t?.close());

const areas = (query: string) => t.app.inject({ method: "GET", url: `/api/country/CO/locations-area/${query}`, headers });

describe("GET /api/country/", () => {
  it("lists Colombia to any signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/country/", headers });
    expect([res.statusCode, res.json()]).toEqual([200, [{ id: "CO", name: "Colombia" }]]);
  });
});

describe("GET /api/country/{id}/locations-area/", () => {
  it("holds the 32 departments and the capital district, and at least 40 cities", async () => {
    const departments = (await areas("?type=department&limit=100")).json();
    expect(departments.count).toBe(33);
    expect(departments.results.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(["Amazonas", "Antioquia", "Bogotá D.C.", "La Guajira", "San Andrés, Providencia y Santa Catalina", "Vichada"]),
    );
    expect((await areas("?type=city&limit=1")).json().count).toBeGreaterThanOrEqual(40);
  });

  it("finds a city whatever the accents and case, with its department and bounds", async () => {
    const res = await areas("?q=MEDELLIN");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 5001,
          name: "Medellín",
          type: "city",
          department: "Antioquia",
          country_id: "CO",
          bounds: { north: 6.376, south: 6.127, east: -75.502, west: -75.663 },
        },
      ],
    });
  });

  it("lists cities before departments when both match", async () => {
    const res = await areas("?q=bogota");
    expect(res.json().results.map((a: { name: string; type: string }) => [a.name, a.type])).toEqual([
      ["Bogotá", "city"],
      ["Bogotá D.C.", "department"],
    ]);
  });

  it("pages with limit and offset", async () => {
    const first = (await areas("?type=city&limit=5")).json();
    const second = (await areas("?type=city&limit=5&offset=5")).json();
    expect(first.results).toHaveLength(5);
    expect(first.next).toBe("/api/country/CO/locations-area/?type=city&limit=5&offset=5");
    expect(second.previous).toBe("/api/country/CO/locations-area/?type=city&limit=5&offset=0");
    expect(second.results[0].id).not.toBe(first.results[4].id);
  });

  it("treats % and _ in the search as letters", async () => {
    expect((await areas("?q=%25")).json().count).toBe(0);
  });

  it("answers 404 for a country it does not hold and 400 for a malformed id", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/country/PE/locations-area/", headers });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "NOT_FOUND"]);
    const bad = await t.app.inject({ method: "GET", url: "/api/country/colombia/locations-area/", headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "id", message: "País inválido" }]);
  });

  it("refuses a call without a token (401)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/country/CO/locations-area/" });
    expect(res.statusCode).toBe(401);
  });
});
