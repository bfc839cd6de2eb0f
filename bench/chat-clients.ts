// Child process of chat.bench.ts: the open desks of one headquarter and the courier, off the server's event loop.
// Every send-message is stamped on receipt against the send time the message's text carries (the wall clock of
// this machine, comparable across its processes); on "collect" the lags are summarised here and only the
// percentiles cross to the parent.
import { type ChatSendMessagePayload, EVENTS } from "@despacho/domain";
import { io, type Socket } from "socket.io-client";

export type ToChild =
  | { type: "connect"; url: string; headquarter: string; deskToken: string; desks: number; courierToken: string }
  | { type: "collect" }
  | { type: "close" };

export interface LagSummary {
  received: number;
  p50: number;
  p99: number;
  max: number;
}

export type ToParent =
  | { type: "connected"; desks: number; failed: number; seconds: number; firstError?: string }
  | { type: "collected"; desks: LagSummary; courier: LagSummary };

const send = (message: ToParent) => process.send?.(message);
const wallClock = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
const deskLags: number[] = [];
const courierLags: number[] = [];

function open(url: string, auth: Record<string, string>, lags: number[]): Promise<void> {
  const socket = io(url, { path: "/socket.io", auth, transports: ["websocket"], reconnection: false, forceNew: true, timeout: 30_000 });
  sockets.push(socket);
  socket.on(EVENTS.chatSendMessage, (payload: ChatSendMessagePayload) => {
    const sentAt = Number(payload.message.content);
    if (Number.isFinite(sentAt)) lags.push(wallClock() - sentAt);
  });
  return new Promise((resolve, reject) => {
    socket.once(EVENTS.headquarterConnect, () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
}

function summary(lags: number[]): LagSummary {
  const sorted = Float64Array.from(lags).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { received: sorted.length, p50: at(50), p99: at(99), max: sorted.at(-1) ?? Number.NaN };
}

async function connect(message: Extract<ToChild, { type: "connect" }>) {
  const started = performance.now();
  let failed = 0;
  let firstError: string | undefined;
  const BATCH = 100;
  const desk = { token: message.deskToken, headquarter: message.headquarter, profile: "staff" };
  for (let i = 0; i < message.desks; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, message.desks - i) }, () => open(message.url, desk, deskLags));
    for (const outcome of await Promise.allSettled(batch)) {
      if (outcome.status === "rejected") {
        failed++;
        firstError ??= String(outcome.reason?.message ?? outcome.reason);
      }
    }
  }
  await open(message.url, { token: message.courierToken, headquarter: message.headquarter, profile: "messenger" }, courierLags);
  send({ type: "connected", desks: message.desks - failed, failed, seconds: (performance.now() - started) / 1000, firstError });
}

function shutdown() {
  for (const s of sockets) s.close();
  process.exit(0);
}

process.on("message", (message: ToChild) => {
  if (message.type === "connect") void connect(message);
  if (message.type === "collect") send({ type: "collected", desks: summary(deskLags), courier: summary(courierLags) });
  if (message.type === "close") shutdown();
});
process.on("disconnect", () => shutdown());
