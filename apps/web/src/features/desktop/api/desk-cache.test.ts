// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { setDisplayTimeZone } from "@shared/format/time-zone";
import { activeDesk, countOf, listed, pagesOf, service } from "../testing/desk-fixtures";
import { applyServiceEverywhere, applyToPages, removeFromPages, removeWhereNotBelonging } from "./desk-cache";
import { type DeskFilter, type DeskPages, deskServicesQueryKey } from "./get-desk-services";

// An active desk, newest first (listing order -1): by_assign, then pending/assigned, then in progress.
const desk = () =>
  pagesOf([
    [
      service({ consecutive: 20, status: "by_assign" }),
      service({ consecutive: 10, status: "by_assign" }),
      service({ consecutive: 18, status: "assigned" }),
    ],
    [service({ consecutive: 12, status: "pending" }), service({ consecutive: 15, status: "in_progress" })],
  ]);

describe("a new service (services:new) on the desk", () => {
  it("is inserted where the spec §4 order puts it and counted", () => {
    const next = applyToPages(desk(), activeDesk, service({ consecutive: 14, status: "by_assign" }), -1);
    expect(listed(next)).toEqual([
      [20, 14, 10, 18],
      [12, 15],
    ]);
    expect(countOf(next)).toEqual([6, 6]);
  });

  it("follows the oldest-first listing order when the setting is 1", () => {
    const ascending = pagesOf([
      [service({ consecutive: 10, status: "by_assign" }), service({ consecutive: 20, status: "by_assign" })],
      [service({ consecutive: 12, status: "assigned" })],
    ]);
    const next = applyToPages(ascending, activeDesk, service({ consecutive: 14, status: "by_assign" }), 1);
    expect(listed(next)).toEqual([[10, 14, 20], [12]]);
  });

  it("goes last when every row is loaded, and is left to scrolling (but counted) when more pages remain", () => {
    const last = service({ consecutive: 1, status: "in_progress" });
    expect(listed(applyToPages(desk(), activeDesk, last, -1))).toEqual([
      [20, 10, 18],
      [12, 15, 1],
    ]);
    const partial = pagesOf(
      desk().pages.map((p) => p.results),
      40,
    );
    const scrolled = applyToPages(partial, activeDesk, last, -1);
    expect(listed(scrolled)).toEqual([
      [20, 10, 18],
      [12, 15],
    ]);
    expect(countOf(scrolled)).toEqual([41, 41]);
  });

  it("is not inserted in a tab of another status, nor in a day it was not created on (Bogotá time)", () => {
    const byAssign: DeskFilter = { ...activeDesk, tab: "by_assign" };
    const pages = desk();
    expect(applyToPages(pages, byAssign, service({ consecutive: 30, status: "assigned" }), -1)).toBe(pages);
    // 04:30 UTC on the 21st is still the 20th in Bogotá.
    const day: DeskFilter = { ...activeDesk, currentDate: "2026-11-21" };
    const lateNight = service({ consecutive: 30, status: "by_assign", created_at: "2026-11-21T04:30:00.000Z" });
    expect(applyToPages(pages, day, lateNight, -1)).toBe(pages);
    const morning = service({ consecutive: 30, status: "by_assign", created_at: "2026-11-21T05:00:00.000Z" });
    expect(listed(applyToPages(pages, day, morning, -1))[0]).toEqual([30, 20, 10, 18]);
  });

  describe("in a Tokyo headquarter (decision 014)", () => {
    afterEach(() => setDisplayTimeZone("America/Bogota"));

    it("the desk's day is Tokyo's: 15:00 UTC on the 20th is already the 21st there", () => {
      setDisplayTimeZone("Asia/Tokyo");
      const pages = desk();
      const day: DeskFilter = { ...activeDesk, currentDate: "2026-11-21" };
      const tokyoMorning = service({ consecutive: 30, status: "by_assign", created_at: "2026-11-20T15:00:00.000Z" });
      expect(listed(applyToPages(pages, day, tokyoMorning, -1))[0]).toEqual([30, 20, 10, 18]);
      const tokyoLastMinute = service({ consecutive: 30, status: "by_assign", created_at: "2026-11-20T14:59:00.000Z" });
      expect(applyToPages(pages, day, tokyoLastMinute, -1)).toBe(pages);
    });
  });
});

describe("the tag filter (services carrying any of the chosen tags)", () => {
  const tagged: DeskFilter = { ...activeDesk, tags: [{ uuid: "tag-urgente", name: "urgente" }] };

  it("inserts a new service carrying a chosen tag, and not one without it", () => {
    const pages = desk();
    expect(applyToPages(pages, tagged, service({ consecutive: 30, status: "by_assign", tags: ["frágil"] }), -1)).toBe(pages);
    const urgent = service({ consecutive: 30, status: "by_assign", tags: ["frágil", "urgente"] });
    expect(listed(applyToPages(pages, tagged, urgent, -1))[0]).toEqual([30, 20, 10, 18]);
  });

  it("removes a listed service that no longer carries a chosen tag", () => {
    const pages = pagesOf([[service({ consecutive: 20, status: "by_assign", tags: ["urgente"] })]]);
    const untagged = service({ consecutive: 20, status: "by_assign", tags: [], version: 2 });
    expect(listed(applyToPages(pages, tagged, untagged, -1))).toEqual([[]]);
  });
});

describe("a changed service (services:change) on the desk", () => {
  it("moves to its new status group without changing the count", () => {
    const assigned = service({ consecutive: 10, status: "assigned", version: 2 });
    const next = applyToPages(desk(), activeDesk, assigned, -1);
    expect(listed(next)).toEqual([
      [20, 18],
      [12, 10, 15],
    ]);
    expect(countOf(next)).toEqual([5, 5]);
    expect(next.pages[1]?.results[1]?.version).toBe(2);
  });

  it("leaves the active tab when finished or cancelled (spec §4)", () => {
    const next = applyToPages(desk(), activeDesk, service({ consecutive: 18, status: "finished", version: 2 }), -1);
    expect(listed(next)).toEqual([
      [20, 10],
      [12, 15],
    ]);
    expect(countOf(next)).toEqual([4, 4]);
  });

  it("never replaces a newer copy with an older one", () => {
    const pages = pagesOf([[service({ consecutive: 10, status: "assigned", version: 3 })]]);
    expect(applyToPages(pages, activeDesk, service({ consecutive: 10, status: "by_assign", version: 2 }), -1)).toBe(pages);
  });
});

describe("the text filter (spec §4: with a search active only already-listed services are updated)", () => {
  const searching: DeskFilter = { ...activeDesk, q: "Ana" };

  it("does not insert a service it did not list", () => {
    const pages = desk();
    expect(applyToPages(pages, searching, service({ consecutive: 14, status: "by_assign" }), -1)).toBe(pages);
  });

  it("still moves and removes the services it lists", () => {
    const moved = applyToPages(desk(), searching, service({ consecutive: 10, status: "assigned", version: 2 }), -1);
    expect(listed(moved)).toEqual([
      [20, 18],
      [12, 10, 15],
    ]);
    const removed = applyToPages(desk(), searching, service({ consecutive: 20, status: "cancelled", version: 2 }), -1);
    expect(listed(removed)).toEqual([
      [10, 18],
      [12, 15],
    ]);
  });
});

describe("a deleted service (services:delete)", () => {
  it("is removed from the page that held it and uncounted", () => {
    const next = removeFromPages(desk(), "service-12");
    expect(listed(next)).toEqual([[20, 10, 18], [15]]);
    expect(countOf(next)).toEqual([4, 4]);
  });

  it("leaves a list that never held it as it was", () => {
    const pages = desk();
    expect(removeFromPages(pages, "service-99")).toBe(pages);
  });
});

describe("the cache updates of the live desk", () => {
  const active = [...deskServicesQueryKey, activeDesk] as const;
  const byAssignFilter: DeskFilter = { ...activeDesk, tab: "by_assign" };
  const byAssign = [...deskServicesQueryKey, byAssignFilter] as const;

  function cache() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(active, desk());
    queryClient.setQueryData(
      byAssign,
      pagesOf([[service({ consecutive: 20, status: "by_assign" }), service({ consecutive: 10, status: "by_assign" })]]),
    );
    return queryClient;
  }
  const listedIn = (queryClient: QueryClient, key: readonly unknown[]) => listed(queryClient.getQueryData<DeskPages>(key) as DeskPages);

  it("applies a fresh copy to every desk list at once: moved in one, removed from the other", () => {
    const queryClient = cache();
    applyServiceEverywhere(queryClient, service({ consecutive: 20, status: "assigned", version: 2 }));
    expect(listedIn(queryClient, active)).toEqual([
      [10, 20, 18],
      [12, 15],
    ]);
    expect(listedIn(queryClient, byAssign)).toEqual([[10]]);
  });

  it("removes at once what an event's status takes out of a list, before the fresh copy arrives", () => {
    const queryClient = cache();
    removeWhereNotBelonging(queryClient, "service-10", "pending");
    expect(listedIn(queryClient, active)).toEqual([
      [20, 10, 18],
      [12, 15],
    ]);
    expect(listedIn(queryClient, byAssign)).toEqual([[20]]);
  });
});
