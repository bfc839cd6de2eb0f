import { describe, expect, it } from "vitest";
import { advance, metresBetween, metresIn, pointNear, streetPath } from "./movement.js";

const BOGOTA = { north: 4.837, south: 4.461, east: -73.986, west: -74.227 };

describe("the simulated couriers' movement", () => {
  it("covers 25 km/h as about 34.7 m in a 5-second tick", () => {
    expect(metresIn(25, 5000)).toBeCloseTo(34.722, 3);
  });

  it("goes along the latitude first, then the longitude, like a city grid", () => {
    expect(streetPath({ latitude: 4.6, longitude: -74.1 }, { latitude: 4.61, longitude: -74.08 })).toEqual([
      { latitude: 4.61, longitude: -74.1 },
      { latitude: 4.61, longitude: -74.08 },
    ]);
  });

  it("measures 0.01° of latitude as 1,113 m", () => {
    expect(Math.round(metresBetween({ latitude: 4.6, longitude: -74.1 }, { latitude: 4.61, longitude: -74.1 }))).toBe(1113);
  });

  it("moves part of the way along the first leg, turns the corner, and stops at the end", () => {
    const from = { latitude: 4.6, longitude: -74.1 };
    const path = [
      { latitude: 4.61, longitude: -74.1 },
      { latitude: 4.61, longitude: -74.09 },
    ];
    const part = advance(from, path, 556.6);
    expect(part.position.latitude).toBeCloseTo(4.605, 6);
    expect(part.position.longitude).toBe(-74.1);
    expect(part.path).toHaveLength(2);
    const corner = advance(from, path, 1113.2 + 554.9);
    expect(corner.position.latitude).toBe(4.61);
    expect(corner.position.longitude).toBeCloseTo(-74.095, 4);
    expect(corner.path).toEqual([{ latitude: 4.61, longitude: -74.09 }]);
    expect(advance(from, path, 5000)).toEqual({ position: { latitude: 4.61, longitude: -74.09 }, path: [] });
  });

  it("picks a point within the distance, clamped to the city's bounds", () => {
    const near = { latitude: 4.65, longitude: -74.1 };
    expect(pointNear(near, BOGOTA, 2, () => 0.5)).toEqual(near);
    const corner = pointNear({ latitude: 4.83, longitude: -73.99 }, BOGOTA, 2, () => 1);
    expect(corner).toEqual({ latitude: 4.837, longitude: -73.986 });
  });
});
