import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_HEADQUARTER_SETTINGS, type HeadquarterSettings } from "@despacho/domain";
import { geocoderKindFrom } from "../../config.js";
import { headquarters } from "../../db/schema/index.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { BOGOTA_CITY, SOACHA_CITY } from "../../test/work-cities.js";

const CHAPINERO = { north: 4.68, south: 4.62, east: -74.03, west: -74.07 };
const AVENIDA_CHILE = {
  label: "Centro Comercial Avenida Chile, Calle 72 # 10-34, Bogotá",
  latitude: 4.6578,
  longitude: -74.0566,
  city_id: 11001,
};
const UNAVAILABLE = { code: "GEOCODER_UNAVAILABLE", detail: "El buscador de direcciones no está disponible, intente más tarde" };

async function signedInApp(t: TestApp) {
  const companyId = (await createCompany(t.db)).id;
  const hq = await createHeadquarter(t.db, { companyId });
  const created = await createUser(t.db, { companyId, headquarterIds: [hq.id], permissions: ["add_service"] });
  const headers = authHeaders((await login(t.app, created.user.username, created.password)).access, hq.id);
  const search = (q: string) => t.app.inject({ method: "GET", url: `/api/geocoder/search/?q=${encodeURIComponent(q)}`, headers });
  const configure = (settings: Partial<HeadquarterSettings>) =>
    t.db
      .update(headquarters)
      .set({ settings: { ...DEFAULT_HEADQUARTER_SETTINGS, ...settings } })
      .where(eq(headquarters.id, hq.id));
  return { search, configure };
}

describe("GET /api/geocoder/search/ with the bundled places (GEOCODER_URL unset)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signedInApp>>;
  beforeAll(async () => {
    t = await createTestApp({ config: { geocoderUrl: undefined } });
    s = await signedInApp(t);
  });
  beforeEach(() => s.configure({}));
  afterAll(() => t?.close());

  it("finds places of the headquarter's city by the words typed, accents and case aside, resolved to the city", async () => {
    const res = await s.search("museo");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { label: "Museo del Oro, Carrera 6 # 15-88, Bogotá", latitude: 4.6019, longitude: -74.072, city_id: 11001 },
      { label: "Museo Botero, Calle 11 # 4-41, Bogotá", latitude: 4.5966, longitude: -74.073, city_id: 11001 },
    ]);
    expect((await s.search("PLAZA BOLIVAR")).json()).toEqual([
      { label: "Plaza de Bolívar, Carrera 7 # 11-10, Bogotá", latitude: 4.5981, longitude: -74.076, city_id: 11001 },
    ]);
  });

  it("reads the address as Colombian nomenclature: 'Cl 72 # 10-34' finds what 'Calle 72 # 10-34' finds", async () => {
    expect((await s.search("Calle 72 # 10-34")).json()).toEqual([AVENIDA_CHILE]);
    for (const q of [
      "Cl 72 # 10-34",
      "cll72#10-34",
      "CALLE 72 No. 10-34",
      "Cll 72 N° 10 - 34",
      "Cl 72 # 10-34 Apto 301",
      "Calle 72 # 10-3",
      "Calle 72",
    ]) {
      expect([q, (await s.search(q)).json()]).toEqual([q, [AVENIDA_CHILE]]);
    }
    for (const q of ["Calle 72 # 10-35", "Calle 72 # 11-34", "Carrera 72 # 10-34", "Calle 72 # 10-34 Sur"]) {
      expect([q, (await s.search(q)).json()]).toEqual([q, []]);
    }
  });

  it("finds avenues, diagonals and southern addresses however abbreviated", async () => {
    const found = async (q: string) => (await s.search(q)).json().map((p: { label: string }) => p.label);
    expect(await found("Ak 15 # 124-30")).toEqual(["Unicentro, Avenida Carrera 15 # 124-30, Bogotá"]);
    expect(await found("Carrera 15 # 124-30")).toEqual(["Unicentro, Avenida Carrera 15 # 124-30, Bogotá"]);
    expect(await found("Ac 26 # 62-47")).toEqual(["Gran Estación, Avenida Calle 26 # 62-47, Bogotá"]);
    expect(await found("Av. Boyacá # 80-94")).toEqual(["Titán Plaza, Avenida Boyacá # 80-94, Bogotá"]);
    expect(await found("av boyaca")).toEqual(["Titán Plaza, Avenida Boyacá # 80-94, Bogotá"]);
    expect(await found("Dg 23 # 69-60")).toEqual(["Terminal de Transporte Salitre, Diagonal 23 # 69-60, Bogotá"]);
    expect(await found("Kr 71 D # 6-94 Sur")).toEqual(["Centro Comercial Plaza de las Américas, Carrera 71D # 6-94 Sur, Bogotá"]);
    expect(await found("Cl 93 A # 13-24")).toEqual(["Parque de la 93, Calle 93A # 13-24, Bogotá"]);
  });

  it("still finds places by name", async () => {
    expect((await s.search("Centro Comercial Avenida Chile")).json()).toEqual([AVENIDA_CHILE]);
  });

  it("leaves out places outside the working cities (Medellín, Zipaquirá for a Bogotá headquarter)", async () => {
    expect((await s.search("Plaza Botero")).json()).toEqual([]);
    expect((await s.search("Catedral de Sal")).json()).toEqual([]);
  });

  it("searches only inside the custom cities work, and gives -1 to a place inside the search area but no city", async () => {
    await s.configure({
      enable_custom_cities_work: true,
      cities_work: [
        { city: BOGOTA_CITY, default: true, use_custom_bounds: true, custom_bounds: CHAPINERO },
        { city: SOACHA_CITY, default: false, use_custom_bounds: false, custom_bounds: null },
      ],
    });
    expect((await s.search("Centro Andino")).json()).toEqual([
      { label: "Centro Andino, Carrera 11 # 82-71, Bogotá", latitude: 4.6668, longitude: -74.053, city_id: 11001 },
    ]);
    expect((await s.search("Gran Estación")).json()).toEqual([
      { label: "Gran Estación, Avenida Calle 26 # 62-47, Bogotá", latitude: 4.6469, longitude: -74.1019, city_id: -1 },
    ]);
    expect((await s.search("Unicentro")).json()).toEqual([]);
  });

  it("refuses a query shorter than 3 characters or missing with 400 in Spanish", async () => {
    for (const q of ["ab", "   "]) {
      const res = await s.search(q);
      expect([res.statusCode, res.json().errors]).toEqual([
        400,
        [{ field: "q", message: "La dirección debe tener entre 3 y 140 caracteres" }],
      ]);
    }
    const long = await s.search("a".repeat(141));
    expect(long.statusCode).toBe(400);
  });
});

describe("GET /api/geocoder/search/ through a Nominatim-compatible GEOCODER_URL", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signedInApp>>;
  let upstream: Server;
  let asked: URL[] = [];
  let answer: (res: ServerResponse) => void;
  beforeAll(async () => {
    upstream = createServer((req: IncomingMessage, res: ServerResponse) => {
      asked.push(new URL(req.url ?? "/", "http://upstream"));
      answer(res);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    t = await createTestApp({ config: { geocoderUrl: `http://127.0.0.1:${port}/nominatim` } });
    s = await signedInApp(t);
  });
  beforeEach(() => {
    asked = [];
  });
  afterAll(async () => {
    await t?.close();
    if (upstream.listening) upstream.close();
  });
  const json = (status: number, body: string) => (res: ServerResponse) =>
    res.writeHead(status, { "content-type": "application/json" }).end(body);

  it("asks /search in jsonv2 bounded to the headquarter's city and answers the places inside it", async () => {
    answer = json(
      200,
      JSON.stringify([
        { place_id: 1, lat: "4.6097", lon: "-74.0817", display_name: "Calle 19, Santa Fe, Bogotá, Colombia", type: "road" },
        { place_id: 2, lat: "6.2442", lon: "-75.5812", display_name: "Calle 19, Medellín, Colombia", type: "road" },
      ]),
    );
    const res = await s.search("Calle 19");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ label: "Calle 19, Santa Fe, Bogotá, Colombia", latitude: 4.6097, longitude: -74.0817, city_id: 11001 }]);
    expect(asked.map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([
      [
        "/nominatim/search",
        {
          format: "jsonv2",
          q: "Calle 19, Bogotá",
          viewbox: "-74.227,4.837,-73.986,4.461",
          bounded: "1",
          countrycodes: "co",
          limit: "8",
          "accept-language": "es",
        },
      ],
    ]);
  });

  it("asks the street of a Colombian address, normalised and without its complement, with the only working city", async () => {
    answer = json(200, "[]");
    await s.search("cll72#10-34 apto 301");
    await s.search("Av. Boyacá No. 80-94 Sur");
    await s.search("Centro Comercial Andino");
    expect(asked.map((u) => u.searchParams.get("q"))).toEqual([
      "Calle 72 10-34, Bogotá",
      "Avenida Boyacá 80-94 Sur, Bogotá",
      "Centro Comercial Andino, Bogotá",
    ]);
  });

  it("names no city to the geocoder when the headquarter works in several", async () => {
    answer = json(200, "[]");
    await s.configure({
      enable_custom_cities_work: true,
      cities_work: [
        { city: BOGOTA_CITY, default: true, use_custom_bounds: false, custom_bounds: null },
        { city: SOACHA_CITY, default: false, use_custom_bounds: false, custom_bounds: null },
      ],
    });
    await s.search("Cra 7 Bis A # 45-12 Int 2");
    await s.configure({});
    expect(asked.map((u) => u.searchParams.get("q"))).toEqual(["Carrera 7 Bis A 45-12"]);
  });

  it("answers 503 in Spanish, not 500, when the geocoder fails or answers nonsense", async () => {
    for (const failing of [json(500, "{}"), json(200, "<html>"), json(200, JSON.stringify({ error: "x" }))]) {
      answer = failing;
      const res = await s.search("Calle 19");
      expect([res.statusCode, res.json()]).toEqual([503, UNAVAILABLE]);
    }
  });

  it("answers 503 in Spanish when the geocoder is down", async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    const res = await s.search("Calle 19");
    expect([res.statusCode, res.json()]).toEqual([503, UNAVAILABLE]);
  });
});

describe("GET /api/geocoder/search/ through a Photon-compatible GEOCODER_URL (GEOCODER_KIND=photon)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signedInApp>>;
  let upstream: Server;
  const asked: URL[] = [];
  let body = "";
  beforeAll(async () => {
    upstream = createServer((req: IncomingMessage, res: ServerResponse) => {
      asked.push(new URL(req.url ?? "/", "http://upstream"));
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    t = await createTestApp({ config: { geocoderUrl: `http://127.0.0.1:${port}/photon/`, geocoderKind: "photon" } });
    s = await signedInApp(t);
  });
  afterAll(async () => {
    await t?.close();
    upstream.closeAllConnections();
    upstream.close();
  });

  it("asks /api with the bounding box and reads its GeoJSON into labelled places inside the city", async () => {
    body = JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-74.053, 4.6668] },
          properties: {
            name: "Centro Andino",
            street: "Carrera 11",
            housenumber: "82-71",
            district: "Chapinero",
            city: "Bogotá",
            country: "Colombia",
          },
        },
        { type: "Feature", geometry: { type: "Point", coordinates: [-74.0817, 4.6097] }, properties: { name: "Calle 19", city: "Bogotá" } },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-75.5812, 6.2442] },
          properties: { name: "Calle 19", city: "Medellín" },
        },
      ],
    });
    const res = await s.search("Cl 19");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { label: "Centro Andino, Carrera 11 82-71, Chapinero, Bogotá", latitude: 4.6668, longitude: -74.053, city_id: 11001 },
      { label: "Calle 19, Bogotá", latitude: 4.6097, longitude: -74.0817, city_id: 11001 },
    ]);
    expect(asked.map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([
      ["/photon/api", { q: "Calle 19, Bogotá", bbox: "-74.227,4.461,-73.986,4.837", limit: "8" }],
    ]);
  });

  it("answers 503 in Spanish when the answer is not Photon's shape", async () => {
    body = JSON.stringify([{ display_name: "Calle 19", lat: "4.6", lon: "-74.08" }]);
    const res = await s.search("Calle 19");
    expect([res.statusCode, res.json()]).toEqual([503, UNAVAILABLE]);
  });
});

describe("GEOCODER_KIND", () => {
  it("reads Nominatim unless told Photon, and stops the start on a value that names neither", () => {
    expect([geocoderKindFrom(undefined), geocoderKindFrom(""), geocoderKindFrom(" Photon "), geocoderKindFrom("nominatim")]).toEqual([
      "nominatim",
      "nominatim",
      "photon",
      "nominatim",
    ]);
    expect(() => geocoderKindFrom("google")).toThrow('GEOCODER_KIND must be "nominatim" or "photon", not "google"');
  });
});
