// Child process of couriers.bench.ts: the courier fleet and one desk socket, off the server's event
// loop. "connect": every courier opens its socket (profile messenger) at an even pace over the window
// while the desk counts the couriers it hears (headquarters:connect). "locations": every courier sends
// one point a second (skipping a beat while its last call is still out), by POST or through its socket
// (courier:locations, acknowledged: issue 21); the desk stamps each MessengerLocationChange on receipt
// against the point's own time, on this process's clock.
import { Agent, request } from "node:http";
import { sendThroughSocket } from "@despacho/client";
import { COURIER_SOCKET_EVENTS, type CourierLocationsInput, EVENTS, type MessengerLocationPayload } from "@despacho/domain";
import { io, type Socket } from "socket.io-client";

/**
 * The couriers' HTTP calls share this many keep-alive connections (BENCH_HTTP_CONNECTIONS): each courier keeping one of
 * its own beside its socket needs 4 descriptors a courier across the two processes, past this container's 20,000 limit
 * at 10,000 couriers.
 */
const HTTP_CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 1_000);
const agent = new Agent({ keepAlive: true, maxSockets: HTTP_CONNECTIONS });

/** POST a JSON body through the shared pool; its status once the answer is read. */
function postJson(url: string, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", agent, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } },
      (res) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
        res.once("error", reject);
      },
    );
    req.once("error", reject);
    req.end(body);
  });
}

/** How the couriers send their points: POST /api/courier/locations/ or their socket's courier:locations. */
export type LocationsVia = "http" | "socket";

export interface FleetCourier {
  token: string;
  messenger: string;
}

export type ToChild =
  | { type: "connect"; url: string; headquarter: string; deskToken: string; couriers: FleetCourier[]; windowMs: number }
  | { type: "locations"; seconds: number; via: LocationsVia }
  | { type: "close" };

export type ToParent =
  | {
      type: "connected";
      connected: number;
      failed: number;
      heard: number;
      connectSeconds: number;
      deskHeardSeconds: number | null;
      firstError?: string;
    }
  | {
      type: "located";
      sent: number;
      accepted: number;
      failed: number;
      skipped: number;
      seconds: number;
      latencyMs: number[];
      lagMs: number[];
      firstError?: string;
    };

const send = (message: ToParent) => process.send?.(message);
const sockets: Socket[] = [];
let fleet: { url: string; couriers: FleetCourier[] } | null = null;
/** Each courier's open socket, by messenger. */
const courierSockets = new Map<string, Socket>();
/** The desk's receipts of location changes: lag in ms from the point's time. */
let lags: number[] = [];

function socketOf(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = io(url, { path: "/socket.io", auth, transports: ["websocket"], reconnection: false, forceNew: true, timeout: 60_000 });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once(EVENTS.headquarterConnect, () => resolve(socket));
    socket.once("connect_error", (error) => reject(error));
    // Dropped before the headquarter's connect (a ping missed on a loaded machine): failed, not awaited for ever.
    socket.once("disconnect", (reason) => reject(new Error(`disconnected: ${reason}`)));
  });
}

async function connect(message: Extract<ToChild, { type: "connect" }>) {
  const { url, headquarter, deskToken, couriers, windowMs } = message;
  fleet = { url, couriers };
  const desk = await socketOf(url, { token: deskToken, headquarter, profile: "staff" });
  const waiting = new Set(couriers.map((c) => c.messenger));
  let heardAt: number | null = null;
  let heard = 0;
  let allHeard: () => void = () => undefined;
  const everyoneHeard = new Promise<void>((resolve) => {
    allHeard = resolve;
  });
  /** A courier heard by the desk, or one whose socket failed (the desk waits for it no longer). */
  const settle = (messenger: string) => {
    if (!waiting.delete(messenger) || waiting.size > 0) return;
    heardAt = performance.now();
    allHeard();
  };
  desk.on(EVENTS.headquarterConnect, ({ messenger }: { messenger?: string }) => {
    if (!messenger || !waiting.has(messenger)) return;
    heard++;
    settle(messenger);
  });
  desk.on(EVENTS.messengerLocationChange, (point: MessengerLocationPayload) => {
    lags.push(Date.now() - Date.parse(point.coordinates_created_at));
  });
  const started = performance.now();
  const gap = windowMs / couriers.length;
  let failed = 0;
  let firstError: string | undefined;
  const opened = couriers.map(async (courier, i) => {
    await new Promise((resolve) => setTimeout(resolve, i * gap));
    await socketOf(url, { token: courier.token, headquarter, profile: "messenger" }).then(
      (socket) => void courierSockets.set(courier.messenger, socket),
      (error: Error) => {
        failed++;
        firstError ??= error.message;
        settle(courier.messenger);
      },
    );
  });
  await Promise.all(opened);
  const connectSeconds = (performance.now() - started) / 1000;
  // Whatever the desk has not heard 30 s after the last handshake, it will not.
  await Promise.race([everyoneHeard, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  send({
    type: "connected",
    connected: couriers.length - failed,
    failed,
    heard,
    connectSeconds,
    deskHeardSeconds: heardAt === null ? null : (heardAt - started) / 1000,
    firstError,
  });
}

/** One courier's point by the chosen way: the HTTP status, or 201 for a socket's acknowledged batch (else its status). */
async function sendPoint(via: LocationsVia, url: string, courier: FleetCourier, points: CourierLocationsInput["points"]): Promise<number> {
  if (via === "http") return postJson(`${url}/api/courier/locations/`, courier.token, JSON.stringify({ points }));
  const socket = courierSockets.get(courier.messenger);
  if (!socket) return 0;
  return sendThroughSocket(socket, COURIER_SOCKET_EVENTS.locations, { points }, { timeoutMs: 60_000 }).then(
    () => 201,
    (error: { status?: number }) => error.status ?? 0,
  );
}

async function locations(seconds: number, via: LocationsVia) {
  if (!fleet) throw new Error("connect first");
  const { url, couriers } = fleet;
  lags = [];
  const latencyMs: number[] = [];
  let [sent, accepted, failed, skipped] = [0, 0, 0, 0];
  let firstError: string | undefined;
  const started = performance.now();
  const until = started + seconds * 1000;
  const one = async (courier: FleetCourier, i: number) => {
    // Couriers start spread over the first second, as real phones would.
    await new Promise((resolve) => setTimeout(resolve, (i / couriers.length) * 1000));
    for (let beat = performance.now(); beat < until; beat += 1000) {
      const at = performance.now();
      if (at > beat + 1000) {
        skipped++;
        continue;
      }
      sent++;
      const points = [
        {
          latitude: 4.6 + (i % 100) / 1000,
          longitude: -74.08 + (i % 97) / 1000,
          accuracy: 8,
          speed: 6,
          using_fake_location: false,
          coordinates_created_at: new Date().toISOString(),
        },
      ];
      try {
        const status = await sendPoint(via, url, courier, points);
        latencyMs.push(performance.now() - at);
        if (status === 201) accepted++;
        else {
          failed++;
          firstError ??= `${status}`;
        }
      } catch (error) {
        failed++;
        firstError ??= String((error as Error).message);
      }
      const wait = beat + 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all(couriers.map(one));
  const elapsed = (performance.now() - started) / 1000;
  // The last points' events are still on their way: a moment for them.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  send({ type: "located", sent, accepted, failed, skipped, seconds: elapsed, latencyMs, lagMs: lags, firstError });
}

function shutdown() {
  for (const socket of sockets) socket.close();
  agent.destroy();
  process.exit(0);
}

process.on("message", (message: ToChild) => {
  if (message.type === "connect") void connect(message);
  if (message.type === "locations") void locations(message.seconds, message.via);
  if (message.type === "close") shutdown();
});
// The parent went away (crash or end): never outlive it.
process.on("disconnect", () => shutdown());
