import type { ServiceLocation } from "@despacho/domain";

type Stop = Pick<ServiceLocation, "address" | "latitude" | "longitude">;

/**
 * The phone's maps app for a stop: a geo: URI on Android (it offers every navigation app installed), a Google Maps
 * address elsewhere (iOS and desktops open it in their browser or app); by coordinates when known, else by address.
 */
export function navigationUrl(stop: Stop, userAgent: string): string {
  const located = stop.latitude !== null && stop.longitude !== null;
  if (/android/i.test(userAgent)) {
    return located
      ? `geo:${stop.latitude},${stop.longitude}?q=${stop.latitude},${stop.longitude}(${encodeURIComponent(stop.address)})`
      : `geo:0,0?q=${encodeURIComponent(stop.address)}`;
  }
  return located
    ? `https://www.google.com/maps/dir/?api=1&destination=${stop.latitude},${stop.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(stop.address)}`;
}

/** A tel: link that dials the number as stored (digits and a leading +). */
export const callUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
