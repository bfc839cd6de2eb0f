// Child process of services.bench.ts: many socket.io staff clients joined to one headquarter,
// spread round-robin over the API nodes. Each `services:change` is stamped on receipt with the
// wall clock (performance.timeOrigin + performance.now(), comparable across processes on this
// machine) and reported to the parent over IPC once every client has it (or when asked).
import { EVENTS, type ServiceEventPayload } from "@despacho/domain";
import { io, type Socket } from "socket.io-client";

export interface FanoutConfig {
  urls: string[];
  clients: number;
  token: string;
  headquarter: string;
}

export type ToParent =
  | { type: "ready"; connected: number; failed: number; seconds: number; firstError?: string }
  | { type: "delivered"; uuid: string; times: number[]; nodes: number[] };

export type ToChild = { type: "collect"; uuid: string } | { type: "close" };

const config = JSON.parse(process.env.FANOUT_CONFIG ?? "{}") as FanoutConfig;
const send = (message: ToParent) => process.send?.(message);
const wallClock = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];
const received = new Map<string, { times: number[]; nodes: number[] }>();
let connected = 0;

function report(uuid: string) {
  const got = received.get(uuid) ?? { times: [], nodes: [] };
  received.delete(uuid);
  send({ type: "delivered", uuid, ...got });
}

function connectOne(index: number): Promise<void> {
  const node = index % config.urls.length;
  const socket = io(config.urls[node], {
    path: "/socket.io",
    auth: { token: config.token, headquarter: config.headquarter, profile: "staff" },
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
  });
  sockets.push(socket);
  socket.on(EVENTS.serviceChange, (payload: ServiceEventPayload) => {
    const at = wallClock();
    let got = received.get(payload.uuid);
    if (!got) {
      got = { times: [], nodes: [] };
      received.set(payload.uuid, got);
    }
    got.times.push(at);
    got.nodes.push(node);
    if (got.times.length === connected) report(payload.uuid);
  });
  return new Promise((resolve, reject) => {
    socket.once(EVENTS.headquarterConnect, () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
}

process.on("message", (message: ToChild) => {
  if (message.type === "collect") report(message.uuid);
  if (message.type === "close") shutdown();
});
// The parent went away (crash or end): never outlive it.
process.on("disconnect", () => shutdown());

function shutdown() {
  for (const s of sockets) s.close();
  process.exit(0);
}

const started = performance.now();
let failed = 0;
let firstError: string | undefined;
// Batches keep the handshakes (JWT check, room join) from all landing on the server at once.
const BATCH = 100;
for (let i = 0; i < config.clients; i += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, config.clients - i) }, (_, k) => connectOne(i + k));
  for (const outcome of await Promise.allSettled(batch)) {
    if (outcome.status === "fulfilled") connected++;
    else {
      failed++;
      firstError ??= String(outcome.reason?.message ?? outcome.reason);
    }
  }
}
send({ type: "ready", connected, failed, seconds: (performance.now() - started) / 1000, firstError });
