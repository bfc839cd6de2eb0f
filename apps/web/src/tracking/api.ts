import type { ServiceStatus } from "@despacho/domain/tracking";

/** The answer of GET /api/tracking/{token}/ (trackingSchema in the domain; the page stays without zod to stay small). */
export interface Tracking {
  consecutive: number;
  status: ServiceStatus;
  timeline: { status: ServiceStatus; at: string }[];
  origin: string;
  destinations: string[];
  courier: { name: string; latitude: number | null; longitude: number | null; located_at: string | null } | null;
  eta_minutes: number | null;
  rating: number | null;
  can_rate: boolean;
  pin: string | null;
}

export class TrackingError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call(path: string, init?: RequestInit): Promise<Tracking> {
  const res = await fetch(`/api/tracking/${path}`, { ...init, headers: { Accept: "application/json", ...init?.headers } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new TrackingError(res.status, body.detail ?? "No fue posible cargar el seguimiento");
  return body as Tracking;
}

export const getTracking = (token: string) => call(`${encodeURIComponent(token)}/`);

export const rateService = (token: string, rating: number) =>
  call(`${encodeURIComponent(token)}/rating/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rating }),
  });
