import { describe, expect, it } from "vitest";
import { roundRating } from "../services/rating.js";
import { trackingRatingSchema } from "../schemas/tracking.js";
import { canRate, courierVisible, etaMinutes, trackingStep } from "./rules.js";

describe("what a tracking token shows (issue 23)", () => {
  it("shows the courier only while the service is in progress", () => {
    expect(courierVisible("by_assign")).toBe(false);
    expect(courierVisible("pending")).toBe(false);
    expect(courierVisible("assigned")).toBe(false);
    expect(courierVisible("in_progress")).toBe(true);
    expect(courierVisible("finished")).toBe(false);
    expect(courierVisible("cancelled")).toBe(false);
  });

  it("puts every status on a step of the timeline", () => {
    expect(trackingStep("scheduled")).toBe("by_assign");
    expect(trackingStep("pending")).toBe("by_assign");
    expect(trackingStep("assigned")).toBe("assigned");
    expect(trackingStep("cancelled")).toBe("cancelled");
  });

  it("estimates the minutes left at 20 km/h, at least one", () => {
    const courier = { latitude: 4.6, longitude: -74.08 };
    expect(etaMinutes(courier, { latitude: 4.7, longitude: -74.08 })).toBe(34);
    expect(etaMinutes(courier, courier)).toBe(1);
    expect(etaMinutes(null, courier)).toBeNull();
  });
});

describe("rating on the tracking page (spec §4, §5)", () => {
  it("is offered once the service is finished and not rated yet", () => {
    expect(canRate("finished", null)).toBe(true);
    expect(canRate("finished", 4)).toBe(false);
    expect(canRate("in_progress", null)).toBe(false);
  });

  it("takes half steps from 0.5 to 5", () => {
    expect(trackingRatingSchema.safeParse({ rating: 4.5 }).success).toBe(true);
    expect(trackingRatingSchema.safeParse({ rating: 0.5 }).success).toBe(true);
    const refused = [0, 4.3, 5.5].map((rating) => trackingRatingSchema.safeParse({ rating }).error?.issues[0].message);
    expect(refused).toEqual([
      "La calificación debe estar entre 0.5 y 5 en pasos de media estrella",
      "La calificación debe estar entre 0.5 y 5 en pasos de media estrella",
      "La calificación debe estar entre 0.5 y 5 en pasos de media estrella",
    ]);
  });

  it("shows stars rounded as §5 says: a fraction above .5 becomes .5", () => {
    expect(roundRating(4.7)).toBe(4.5);
    expect(roundRating(4.5)).toBe(4.5);
    expect(roundRating(4.2)).toBe(4.2);
  });
});
