import { describe, expect, it } from "vitest";
import { messengerLocationSchema } from "../realtime.js";
import { courierLocationPointSchema, locationPointSchema } from "./location-point.js";
import { messengerLocationPointSchema } from "./messenger.js";

const sent = { latitude: 4.65, longitude: -74.05, coordinates_created_at: "2026-11-27T15:00:00.000Z" };
const stored = { ...sent, accuracy: null, speed: 4.2, using_fake_location: false };

describe("a location point, defined once", () => {
  it("takes what the courier's app sends, unknown precision and speed left out, and refuses a point off the globe", () => {
    expect(courierLocationPointSchema.parse(sent)).toEqual(sent);
    expect(courierLocationPointSchema.safeParse({ ...sent, latitude: 91 }).success).toBe(false);
    expect(courierLocationPointSchema.safeParse({ ...sent, speed: -1 }).success).toBe(false);
  });

  it("answers every field once stored, an unknown one null", () => {
    expect(locationPointSchema.parse(stored)).toEqual(stored);
    expect(locationPointSchema.safeParse(sent).success).toBe(false);
  });

  it("is the same point in a track's page and in the live event", () => {
    const fields = Object.keys(locationPointSchema.shape).sort();
    expect(fields).toEqual(["accuracy", "coordinates_created_at", "latitude", "longitude", "speed", "using_fake_location"]);
    expect(Object.keys(messengerLocationPointSchema.shape).sort()).toEqual([...fields, "id"].sort());
    expect(Object.keys(messengerLocationSchema.shape).sort()).toEqual([...fields, "headquarter", "messenger"].sort());
    expect(messengerLocationPointSchema.parse({ ...stored, id: 7 })).toEqual({ ...stored, id: 7 });
  });
});
