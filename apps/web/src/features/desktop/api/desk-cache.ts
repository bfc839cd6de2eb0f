import { belongsToTab, compareServices, type ListingOrder, type Service, type ServiceStatus, zonedDate } from "@despacho/domain";
import type { QueryClient } from "@tanstack/react-query";
import { displayTimeZone } from "@shared/format/time-zone";
import { type DeskFilter, type DeskPages, deskServicesQueryKey, loadedCount } from "./get-desk-services";
import { listingOrderOf } from "./get-listing-order";
import { serviceQueryOptions } from "./get-service";

/** Whether a service belongs in a desk list, judged by what the client can know. */
export function matchesDesk(service: Service, filter: DeskFilter): boolean {
  if (!belongsToTab(service.status, filter.tab)) return false;
  if (filter.messenger && service.messenger?.uuid !== filter.messenger) return false;
  // current_date is a day of the headquarter's zone, as the server cuts it.
  if (filter.currentDate && zonedDate(displayTimeZone(), service.created_at) !== filter.currentDate) return false;
  // A service answers its tags' names, unique in the headquarter.
  if (filter.tags?.length && !filter.tags.some((t) => service.tags.includes(t.name))) return false;
  return true;
}

export const findListed = (pages: DeskPages, uuid: string) => pages.pages.some((page) => page.results.some((s) => s.uuid === uuid));

function withCount(pages: DeskPages, delta: number): DeskPages {
  if (delta === 0) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, count: Math.max(0, page.count + delta) })) };
}

export function removeFromPages(pages: DeskPages, uuid: string): DeskPages {
  if (!findListed(pages, uuid)) return pages;
  const next = { ...pages, pages: pages.pages.map((page) => ({ ...page, results: page.results.filter((s) => s.uuid !== uuid) })) };
  return withCount(next, -1);
}

/**
 * Puts a service where the spec §4 order says, inside the rows already loaded. A row that sorts
 * after the loaded ones while more pages remain is left for infinite scroll to bring (the next
 * offset is the number of loaded rows, so nothing is skipped or repeated).
 */
function insertSorted(pages: DeskPages, service: Service, order: ListingOrder): DeskPages {
  const compare = compareServices(order);
  const all = pages.pages.flatMap((p) => p.results);
  const total = pages.pages.at(-1)?.count ?? all.length;
  let index = all.findIndex((s) => compare(service, s) < 0);
  if (index === -1) {
    if (loadedCount(pages.pages) < total) return pages;
    index = all.length;
  }
  let remaining = index;
  const next = pages.pages.map((page, i) => {
    if (remaining < 0) return page;
    const last = i === pages.pages.length - 1;
    if (remaining < page.results.length || (last && remaining === page.results.length)) {
      const results = [...page.results];
      results.splice(remaining, 0, service);
      remaining = -1;
      return { ...page, results };
    }
    remaining -= page.results.length;
    return page;
  });
  return { ...pages, pages: next };
}

/**
 * Applies a fresh copy of a service to one desk list: replaced or moved when listed, removed when
 * it no longer belongs (spec §4: finished or cancelled leave the active tab), inserted when new.
 * With a text filter only listed services change (spec §4).
 */
export function applyToPages(pages: DeskPages, filter: DeskFilter, service: Service, order: ListingOrder): DeskPages {
  const listed = pages.pages.flatMap((p) => p.results).find((s) => s.uuid === service.uuid);
  if (listed && listed.version > service.version) return pages;
  const belongs = matchesDesk(service, filter);
  if (!listed) {
    if (filter.q || !belongs) return pages;
    return withCount(insertSorted(pages, service, order), 1);
  }
  const without = removeFromPages(pages, service.uuid);
  if (!belongs) return without;
  const placed = insertSorted(without, service, order);
  // Moved past the loaded rows: it will come back with a later page.
  return findListed(placed, service.uuid) ? withCount(placed, 1) : placed;
}

type DeskQueryKey = readonly [...typeof deskServicesQueryKey, DeskFilter];

/** Every desk list in the cache, with its filter. */
export function deskQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: deskServicesQueryKey })
    .map((query) => {
      const key = query.queryKey as unknown as DeskQueryKey;
      return { key, filter: key[2], active: query.getObserversCount() > 0 };
    });
}

/** After an action answered with the service: every desk list and the detail see it at once. */
export function applyServiceEverywhere(queryClient: QueryClient, service: Service) {
  const order = listingOrderOf(queryClient);
  for (const { key, filter } of deskQueries(queryClient)) {
    queryClient.setQueryData<DeskPages>(key, (pages) => (pages ? applyToPages(pages, filter, service, order) : pages));
  }
  queryClient.setQueryData(serviceQueryOptions(service.uuid).queryKey, (old) =>
    old && old.version > service.version ? old : { ...old, ...service },
  );
}

/** A status the client learnt from an event, before the fresh copy arrives: remove at once what left the list. */
export function removeWhereNotBelonging(queryClient: QueryClient, uuid: string, status: ServiceStatus) {
  for (const { key, filter } of deskQueries(queryClient)) {
    if (belongsToTab(status, filter.tab)) continue;
    queryClient.setQueryData<DeskPages>(key, (pages) => (pages ? removeFromPages(pages, uuid) : pages));
  }
}
