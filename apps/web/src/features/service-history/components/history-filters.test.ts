import { describe, expect, it } from "vitest";
import { toServiceFilter } from "./history-filters";

// The grid's datetime-local input hands over `new Date(typed)`, the typed text read on the browser's clock.
const typed = (local: string) => new Date(local);

describe("the service history's date filters (decision 014)", () => {
  it("reads a typed time on the headquarter's wall clock, whatever the browser's zone", () => {
    const model = { items: [{ id: 1, field: "created_at", operator: "gt", value: typed("2026-11-25T15:30") }] };
    expect(toServiceFilter(model, "Asia/Tokyo")).toEqual({ lookups: { created_at__gt: "2026-11-25T15:30:00+09:00" } });
    expect(toServiceFilter(model, "America/Bogota")).toEqual({ lookups: { created_at__gt: "2026-11-25T15:30:00-05:00" } });
  });

  it("sends a chosen day as the day itself: the server cuts it in the headquarter's zone", () => {
    const model = { items: [{ id: 1, field: "created_at", operator: "day", value: new Date("2026-11-25T00:00:00Z") }] };
    expect(toServiceFilter(model, "Asia/Tokyo")).toEqual({ lookups: {}, current_date: "2026-11-25" });
  });
});
