import { LOCALE } from "@shared/format/date";

const km = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** '6,67 km · 17 min': a route's length and its time at the average speed. */
export const formatRouteLength = (route: { distance_km: number; minutes: number }) =>
  `${km.format(route.distance_km)} km · ${route.minutes} min`;

export const viewRoutePath = (id: string) => `/view-services/${encodeURIComponent(id)}/`;
export const buildRoutePath = (id: string) => `/assign-services?route=${encodeURIComponent(id)}`;
