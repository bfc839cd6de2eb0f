import type { MapCourier } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import { countByState, matchesFilter, NO_FILTER, withLocation, withPresence } from "./live-couriers";

const ana: MapCourier = {
  uuid: "a",
  full_name: "Ana Muñoz",
  nickname: "ana_moto",
  image_url: null,
  phone_number: "+573001112233",
  latitude: 4.6,
  longitude: -74.08,
  location_at: "2026-11-25T13:00:00.000Z",
  using_fake_location: false,
  is_online: true,
  blocked: false,
  state: "busy",
  services: [{ uuid: "s1", consecutive: 12, status: "in_progress" }],
};
const beto: MapCourier = { ...ana, uuid: "b", full_name: "Beto Ruiz", nickname: "beto", phone_number: null, state: "free", services: [] };

describe("the live map's side list", () => {
  it("searches name, nickname and phone without accents and filters by state and by a held service's status", () => {
    expect(matchesFilter(ana, { ...NO_FILTER, q: "munoz" })).toBe(true);
    expect(matchesFilter(ana, { ...NO_FILTER, q: "ANA_MO" })).toBe(true);
    expect(matchesFilter(ana, { ...NO_FILTER, q: "1112233" })).toBe(true);
    expect(matchesFilter(beto, { ...NO_FILTER, q: "munoz" })).toBe(false);
    expect(matchesFilter(ana, { ...NO_FILTER, state: "free" })).toBe(false);
    expect(matchesFilter(beto, { ...NO_FILTER, state: "free" })).toBe(true);
    expect(matchesFilter(ana, { ...NO_FILTER, serviceStatus: "in_progress" })).toBe(true);
    expect(matchesFilter(ana, { ...NO_FILTER, serviceStatus: "assigned" })).toBe(false);
  });

  it("counts the couriers of each state", () => {
    expect(countByState([ana, beto, beto])).toEqual({ fake: 0, blocked: 0, busy: 1, free: 2, offline: 0 });
  });
});

describe("live changes", () => {
  it("moves a courier to a newer point and marks a fake one, ignoring a point older than the one shown", () => {
    const change = {
      headquarter: "h",
      messenger: "b",
      latitude: 4.7,
      longitude: -74.1,
      accuracy: 5,
      speed: 3,
      using_fake_location: true,
      coordinates_created_at: "2026-11-25T13:00:05.000Z",
    };
    expect(withLocation(beto, change)).toMatchObject({ latitude: 4.7, longitude: -74.1, state: "fake", using_fake_location: true });
    expect(withLocation(beto, { ...change, coordinates_created_at: "2026-11-25T12:59:00.000Z" })).toBe(beto);
  });

  it("goes offline and back online; a courier with a service stays busy", () => {
    expect(withPresence(beto, false).state).toBe("offline");
    expect(withPresence({ ...beto, is_online: false, state: "offline" }, true).state).toBe("free");
    expect(withPresence(ana, false).state).toBe("busy");
  });
});
