import { describe, expect, it } from "vitest";
import { LIST_LIMIT_MAX, PAGE_SIZE } from "./constants.js";

describe("page sizes (spec §9)", () => {
  it("holds every list's page size in one catalogue, as the spec writes them", () => {
    expect(PAGE_SIZE).toEqual({
      services: 25,
      lookup: 5,
      locations: 5,
      affiliationRequests: 10,
      history: 25,
      geozones: 10,
      messengers: 10,
      workingHours: 10,
      tags: 10,
      queueGeozones: 100,
      queueGeozonesList: 25,
      chatContacts: 5,
      chatMessages: 20,
      chatForwardSearch: 25,
      nearestMessengers: 10,
      reports: 5,
      webhookDeliveries: 20,
      joinableHeadquarters: 10,
      default: 25,
    });
  });

  it("never names a page larger than a client may ask for", () => {
    expect(Math.max(...Object.values(PAGE_SIZE))).toBe(100);
    expect(LIST_LIMIT_MAX).toBe(100);
  });
});
