import type { Service } from "@despacho/domain";
import type { DeskFilter, DeskPages } from "../api/get-desk-services";

/** A listed service with plain defaults; tests name only what they are about. */
export function service(overrides: Partial<Service> & Pick<Service, "consecutive" | "status">): Service {
  return {
    uuid: `service-${overrides.consecutive}`,
    type: "type-1",
    type_id: "type-1",
    type_name: "Mensajería",
    headquarter: "hq-1",
    name: "Ana Gómez",
    phone_number: "+573001234567",
    messengers_number: 1,
    is_round_trip: false,
    is_hourly_service: false,
    direct_assignment: false,
    internal_identifier: null,
    route_code: null,
    surcharge_identifier: null,
    is_scheduled: false,
    scheduled_at: null,
    operable_at: null,
    max_time_to_operate_scheduled_services: null,
    repeat_scheduled: false,
    repeat_scheduled_at: null,
    payment_method: null,
    is_payment_verified: false,
    messenger: null,
    customer: null,
    anonymous_customer: null,
    locations: [],
    calculated_cost: 10000,
    required_value: 0,
    tags: [],
    has_novelties: false,
    created_at: "2026-11-21T15:00:00.000Z",
    updated_at: "2026-11-21T15:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export const activeDesk: DeskFilter = { tab: "active_status", q: "", currentDate: null, messenger: null };

/** Loaded pages of a desk list; `count` is the server's total (more than loaded: more pages remain). */
export function pagesOf(pages: Service[][], count = pages.flat().length): DeskPages {
  return {
    pages: pages.map((results) => ({ count, next: null, previous: null, results, total_calculated_cost: 0, total_cost: 0 })),
    pageParams: pages.map((_, i) => i * 100),
  };
}

/** The consecutives as listed, page by page. */
export const listed = (pages: DeskPages) => pages.pages.map((page) => page.results.map((s) => s.consecutive));
export const countOf = (pages: DeskPages) => pages.pages.map((page) => page.count);
