import { sendThroughSocket } from "@despacho/client";
import { COURIER_SOCKET_EVENTS, type CourierLocationsInput } from "@despacho/domain";
import { useEffect, useState } from "react";
import { newKey, outbox } from "../outbox/courier-outbox";
import { connectedSocket } from "../realtime";

type Point = CourierLocationsInput["points"][number];

/** Points gathered are sent together every so often (the API takes up to 50 a call). */
const BATCH_MS = 10_000;
const BATCH_MAX = 50;
export const LOCATIONS_PATH = "/courier/locations/";

let last: { latitude: number; longitude: number } | null = null;
/** The phone's last known position, for the geotag of a finish when a fresh one does not come in time. */
export const lastPosition = () => last;

function pointOf(position: GeolocationPosition): Point {
  const { latitude, longitude, accuracy, speed } = position.coords;
  return { latitude, longitude, accuracy, speed, coordinates_created_at: new Date(position.timestamp).toISOString() };
}

/** Keeps the screen on while the courier works, where the browser can (Screen Wake Lock). */
function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    const acquire = () => {
      if (document.visibilityState === "visible")
        void navigator.wakeLock.request("screen").then(
          (l) => (lock = l),
          () => undefined,
        );
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      document.removeEventListener("visibilitychange", acquire);
      void lock?.release();
    };
  }, [active]);
}

/**
 * While the courier is connected and the app is open: the browser's position (watchPosition) goes in batches through
 * the courier's socket, or to POST /api/courier/locations/ through the outbox so points taken offline arrive later.
 */
export function useLocationFeed(active: boolean): { problem: string | null } {
  const [problem, setProblem] = useState<string | null>(null);
  useWakeLock(active);
  useEffect(() => {
    if (!active) return;
    if (!("geolocation" in navigator)) {
      setProblem("Este teléfono no permite conocer tu ubicación.");
      return;
    }
    let points: Point[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    // The first point goes at once (the desk's map and the offers need to know where the courier is), then in batches.
    let first = true;
    const send = () => {
      if (points.length === 0) return;
      const batch = points.slice(0, BATCH_MAX);
      points = points.slice(BATCH_MAX);
      // One Idempotency-Key for the batch by either way (decision 032): a batch the socket stored but whose ack was lost
      // is not stored again when the outbox sends it by HTTP.
      const key = newKey();
      const queue = () =>
        void outbox.add({ label: `Ubicación (${batch.length})`, method: "POST", path: LOCATIONS_PATH, body: { points: batch } }, key);
      // Through the socket while it is connected (issue 21); without it, or unanswered or refused there, the outbox
      // sends them by HTTP (with its retries, and its refusal shown as any other).
      const socket = connectedSocket();
      if (socket) void sendThroughSocket(socket, COURIER_SOCKET_EVENTS.locations, { points: batch }, { key }).catch(queue);
      else queue();
    };
    const flush = () => {
      timer = null;
      send();
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setProblem(null);
        last = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        points.push(pointOf(position));
        if (first) {
          first = false;
          send();
        } else if (!timer) timer = setTimeout(flush, BATCH_MS);
      },
      (error) =>
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? "Permite el acceso a tu ubicación para que la sucursal te vea en el mapa."
            : "No fue posible conocer tu ubicación.",
        ),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      if (timer) clearTimeout(timer);
      send();
    };
  }, [active]);
  return { problem };
}
