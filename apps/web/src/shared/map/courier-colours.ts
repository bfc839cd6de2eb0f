import type { CourierMapState } from "@despacho/domain";

/**
 * The one colour of each courier state on every map and legend: a dot with a white ring, which stands out on the
 * offline style's land and on street tiles (every dot is at least 3:1 against white, courier-colours.test.ts).
 */
export const COURIER_STATE_COLOURS: Record<CourierMapState, string> = {
  fake: "#dc2626",
  blocked: "#7c3aed",
  busy: "#2563eb",
  free: "#15803d",
  offline: "#6b7280",
};

/** A service's origin and destinations, on the route maps and the live map. */
export const ROUTE_POINT_COLOURS = { origin: "#2e7d32", destination: "#c62828" } as const;

/** The headquarter's other geozones, greyed under the one being drawn. */
export const OTHER_ZONE_COLOURS = { fill: "#6b7280", line: "#4b5563" } as const;
