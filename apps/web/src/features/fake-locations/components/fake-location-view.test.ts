import { describe, expect, it } from "vitest";
import { mapLinkFor, openCount, scoreLevel } from "./fake-location-view";

const courier = (open: boolean) => ({
  id: "c",
  image_url: null,
  full_name: "Ana Ruiz",
  nickname: "ana",
  detections: 1,
  score: 50,
  open,
  last_detected_at: null,
});

describe("fake-location alert view rules", () => {
  it("sends 'Ir a mapa y cerrar' to the map centred on the courier", () => {
    expect(mapLinkFor("0b8f4a52-6f0e-4c5e-9a55-3c1f0b0e8a11")).toBe("/map?messenger=0b8f4a52-6f0e-4c5e-9a55-3c1f0b0e8a11");
  });

  it("reads 70 and up as high, 40 to 69 as medium, below as low", () => {
    expect([100, 70, 69, 40, 39, 0].map((s) => scoreLevel(s).label)).toEqual(["Alta", "Alta", "Media", "Media", "Baja", "Baja"]);
  });

  it("counts on the badge only the couriers whose capture is open", () => {
    expect(openCount([courier(true), courier(false), courier(true)])).toBe(2);
    expect(openCount(undefined)).toBe(0);
  });
});
