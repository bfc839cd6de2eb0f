import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourier } from "../../test/courier-factories.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

// issue 24: a courier finds the headquarter to join by its name instead of typing its id.
const URL_ = "/api/courier/headquarters/";
const STAMP = "Zafiro";

let t: TestApp;
let courierHeaders: Record<string, string>;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const made = async (name: string, overrides: { isActive?: boolean; allowLinkage?: boolean; cityName?: string } = {}) =>
    (await createHeadquarter(t.db, { name, ...overrides })).id;
  ids = {
    norte: await made(`${STAMP} Norte`),
    centro: await made(`Mensajería ${STAMP.toLowerCase()} Centro`, { cityName: "Medellín" }),
    sur: await made(`${STAMP} Sur`),
    closed: await made(`${STAMP} Cerrada`, { allowLinkage: false }),
    inactive: await made(`${STAMP} Inactiva`, { isActive: false }),
  };
  // A courier of no headquarter yet: the one who needs the search.
  const courier = await createCourier(t.db, { headquarterIds: [] });
  courierHeaders = authHeaders((await login(t.app, courier.user.username, courier.password)).access);
});
afterAll(() => t?.close());

const search = (query: string, headers = courierHeaders) => t.app.inject({ method: "GET", url: `${URL_}?${query}`, headers });

describe("GET /api/courier/headquarters/", () => {
  it("lists by name the headquarters open to couriers whose name contains the words typed, case aside, with only their id, name and city", async () => {
    const res = await search(`q=${encodeURIComponent("zafiro")}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        { uuid: ids.centro, name: "Mensajería zafiro Centro", city: "Medellín" },
        { uuid: ids.norte, name: "Zafiro Norte", city: "Bogotá" },
        { uuid: ids.sur, name: "Zafiro Sur", city: "Bogotá" },
      ],
    });
  });

  it("answers a page at a time with the link to the next", async () => {
    const first = (await search("q=Zafiro&limit=2")).json();
    expect(first.count).toBe(3);
    expect(first.results.map((h: { name: string }) => h.name)).toEqual(["Mensajería zafiro Centro", "Zafiro Norte"]);
    expect(first.next).toBe(`${URL_}?q=Zafiro&limit=2&offset=2`);
    const second = (await t.app.inject({ method: "GET", url: first.next, headers: courierHeaders })).json();
    expect(second.results.map((h: { name: string }) => h.name)).toEqual(["Zafiro Sur"]);
    expect(second.next).toBeNull();
  });

  it("finds nothing for a name no open headquarter has", async () => {
    expect((await search("q=Zafiro%20Cerrada")).json()).toMatchObject({ count: 0, results: [] });
    expect((await search("q=Zafiro%20Inactiva")).json()).toMatchObject({ count: 0, results: [] });
  });

  it("refuses a search too long with a Spanish message", async () => {
    const res = await search(`q=${"a".repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("q");
  });

  it("is for couriers only: a staff user is refused and nobody without a session reads it", async () => {
    const staff = await createUser(t.db, { headquarterIds: [ids.norte], permissions: ["view_membership_menu"] });
    const staffHeaders = authHeaders((await login(t.app, staff.user.username, staff.password)).access, ids.norte);
    expect((await search("q=Zafiro", staffHeaders)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `${URL_}?q=Zafiro` })).statusCode).toBe(401);
  });
});
