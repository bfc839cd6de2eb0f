import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServicesTestApp, type ServicesTestApp } from "./test-support.js";

let t: ServicesTestApp;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).trim().split("\n")) lines.push(JSON.parse(line));
      callback();
    },
  });
  t = await createServicesTestApp({ logger: { level: "warn", stream } });
});
afterAll(() => t?.close());

const reports = () => lines.filter((l) => l.event === "location_city_unresolved");

describe("POST /api/services/ and locations without a city (spec §3 city_id -1, §8)", () => {
  it("keeps city_id -1 and logs one structured warning per unresolved location", async () => {
    lines = [];
    const created = await t.create({
      locations: [
        { type: "origin", address: "Calle 72 # 10-34", description: "Portería", latitude: 4.658, longitude: -74.061, city_id: 11001 },
        { type: "destination", address: "Vereda El Salitre", description: "", latitude: 5.0196, longitude: -74.009 },
      ],
    });
    const detail = (await t.call("admin", { method: "GET", url: `/api/services/${created.uuid}/` })).json();
    expect(detail.locations.map((l: { city_id: number }) => l.city_id)).toEqual([11001, -1]);
    expect(reports()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "No hay ciudad de destino encontrada",
        service: created.uuid,
        consecutive: created.consecutive,
        position: 1,
        type: "destination",
        address: "Vereda El Salitre",
        latitude: 5.0196,
        longitude: -74.009,
      }),
    ]);
  });

  it("resolves each city on the server from the point, whatever city the client sent (spec §3 Location)", async () => {
    lines = [];
    const created = await t.create({
      locations: [
        {
          type: "origin",
          address: "Calle 72 # 10-34",
          description: "Portería",
          latitude: 4.658,
          longitude: -74.061,
          city_id: -1,
          city: "Otra",
        },
        {
          type: "destination",
          address: "Calle 10 # 43-12, Medellín",
          description: "Local 2",
          latitude: 6.2442,
          longitude: -75.5812,
          city_id: 11001,
        },
        { type: "destination", address: "Sin coordenadas", description: "", city_id: 11001 },
      ],
    });
    const detail = (await t.call("admin", { method: "GET", url: `/api/services/${created.uuid}/` })).json();
    expect(detail.locations.map((l: { city_id: number; city: string | null }) => [l.city_id, l.city])).toEqual([
      [11001, "Bogotá"],
      [-1, null],
      [11001, "Bogotá"],
    ]);
    expect(reports().map((r) => r.address)).toEqual(["Calle 10 # 43-12, Medellín"]);
  });

  it("logs nothing when every location has its city", async () => {
    lines = [];
    const withCity = { latitude: 4.658, longitude: -74.061, city_id: 11001 };
    await t.create({
      locations: [
        { type: "origin", address: "Calle 72 # 10-34", description: "Portería", ...withCity },
        { type: "destination", address: "Carrera 15 # 93-47", description: "", ...withCity },
      ],
    });
    expect(reports()).toEqual([]);
  });
});
