// Child process of chat.bench.ts: the open desks of one headquarter and the courier, off the server's event loop.
// The desks are real websockets that receive every frame, at the price of a remote desk (lib-desk-socket.ts: the wire
// protocol by hand, no socket.io-client); the courier is a socket.io-client, as the courier app's. Every send-message
// is stamped on receipt against the send time the message's text carries (the wall clock of this machine, comparable
// across its processes); on "collect" the lags are summarised here and only the percentiles cross to the parent. On
// "send", the courier itself writes to its headquarter for a while, by POST /api/courier/chat/messages/ or through its
// socket (courier:chat-message, acknowledged: issue 21).
import { sendThroughSocket } from "@despacho/client";
import { APP_CLIENT_HEADER, APP_CLIENT_NAME, type ChatSendMessagePayload, COURIER_SOCKET_EVENTS, EVENTS } from "@despacho/domain";
import { io, type Socket } from "socket.io-client";
import type WebSocket from "ws";
import { eventPrefix, openDeskSocket } from "./lib-desk-socket.js";
import { type LagSummary, summary } from "./lib-latency.js";

export type ToChild =
  | { type: "connect"; url: string; headquarter: string; deskToken: string; desks: number; courierToken: string }
  | { type: "send"; via: "http" | "socket"; senders: number; seconds: number }
  | { type: "collect" }
  | { type: "close" };

/** What the desks (all of them) or the courier heard: the messages' lags and how many send-message frames brought them. */
export interface Heard extends LagSummary {
  frames: number;
}

export type ToParent =
  | { type: "connected"; desks: number; failed: number; seconds: number; firstError?: string }
  | { type: "sent"; call: LagSummary; failed: number; seconds: number; firstError?: string }
  | { type: "collected"; desks: Heard; courier: Heard };

const send = (message: ToParent) => process.send?.(message);
const wallClock = () => performance.timeOrigin + performance.now();
const sockets: (Socket | WebSocket)[] = [];
interface Hearing {
  lags: number[];
  frames: number;
}
const desks: Hearing = { lags: [], frames: 0 };
const courierHeard: Hearing = { lags: [], frames: 0 };
let courier: { url: string; headquarter: string; token: string; socket: Socket } | null = null;
/** Messages sent before this moment (a previous phase's, still arriving) are not counted. */
let countFrom = 0;

/** Stamps the lags of the messages sent since countFrom, each with its text's send time, and counts the frame once. */
function stamp(hearing: Hearing, heardAt: number, sentTimes: Iterable<number>) {
  const before = hearing.lags.length;
  for (const sentAt of sentTimes) if (Number.isFinite(sentAt) && sentAt >= countFrom) hearing.lags.push(heardAt - sentAt);
  if (hearing.lags.length > before) hearing.frames++;
}

/** The courier's socket, by socket.io-client. */
function openCourier(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = io(url, { path: "/socket.io", auth, transports: ["websocket"], reconnection: false, forceNew: true, timeout: 30_000 });
  sockets.push(socket);
  socket.on(EVENTS.chatSendMessage, (payload: ChatSendMessagePayload) =>
    stamp(
      courierHeard,
      wallClock(),
      payload.messages.map(({ message }) => Number(message.content)),
    ),
  );
  return new Promise((resolve, reject) => {
    socket.once(EVENTS.headquarterConnect, () => resolve(socket));
    socket.once("connect_error", (error) => reject(error));
  });
}

const CONTENT = Buffer.from('"content":"');
const QUOTE = '"'.charCodeAt(0);
/** The send times a send-message frame's messages carry as their text, read from its bytes without decoding it. */
function* sendTimesIn(frame: Buffer) {
  for (let at = frame.indexOf(CONTENT); at >= 0; at = frame.indexOf(CONTENT, at)) {
    const start = at + CONTENT.length;
    at = frame.indexOf(QUOTE, start);
    yield Number(frame.toString("latin1", start, at));
  }
}

const sendMessage = eventPrefix(EVENTS.chatSendMessage);
/** A desk's socket, by the wire (lib-desk-socket.ts). */
async function openDesk(url: string, auth: Record<string, string>) {
  const onFrame = (frame: Buffer) => stamp(desks, wallClock(), sendTimesIn(frame));
  sockets.push(await openDeskSocket(url, auth, { readyEvent: EVENTS.headquarterConnect, prefix: sendMessage, onFrame }));
}

const heardBy = ({ lags, frames }: Hearing): Heard => ({ ...summary(lags), frames });

async function connect(message: Extract<ToChild, { type: "connect" }>) {
  const started = performance.now();
  let failed = 0;
  let firstError: string | undefined;
  const BATCH = 100;
  const desk = { token: message.deskToken, headquarter: message.headquarter, profile: "staff" };
  for (let i = 0; i < message.desks; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, message.desks - i) }, () => openDesk(message.url, desk));
    for (const outcome of await Promise.allSettled(batch)) {
      if (outcome.status === "rejected") {
        failed++;
        firstError ??= String(outcome.reason?.message ?? outcome.reason);
      }
    }
  }
  const auth = { token: message.courierToken, headquarter: message.headquarter, profile: "messenger" };
  courier = {
    url: message.url,
    headquarter: message.headquarter,
    token: message.courierToken,
    socket: await openCourier(message.url, auth),
  };
  send({ type: "connected", desks: message.desks - failed, failed, seconds: (performance.now() - started) / 1000, firstError });
}

/** The courier's messages for `seconds` from `senders` loops, each carrying its send time; the lags start afresh. */
async function sendAsCourier({ via, senders, seconds }: Extract<ToChild, { type: "send" }>) {
  if (!courier) throw new Error("connect first");
  const { url, headquarter, token, socket } = courier;
  for (const hearing of [desks, courierHeard]) {
    hearing.lags.length = 0;
    hearing.frames = 0;
  }
  const calls: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  const started = wallClock();
  countFrom = started;
  const until = started + seconds * 1000;
  const one = async (content: string) => {
    const input = { headquarter, type: "text" as const, content };
    if (via === "socket") return sendThroughSocket(socket, COURIER_SOCKET_EVENTS.chatMessage, input).then(() => 201);
    const res = await fetch(`${url}/api/courier/chat/messages/`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", [APP_CLIENT_HEADER]: APP_CLIENT_NAME },
      body: JSON.stringify(input),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const loop = async () => {
    while (wallClock() < until) {
      const sentAt = wallClock();
      const status = await one(String(sentAt)).catch((error: { status?: number; message?: string }) => error.status ?? 0);
      if (status === 201) calls.push(wallClock() - sentAt);
      else {
        failed++;
        firstError ??= String(status);
      }
    }
  };
  await Promise.all(Array.from({ length: senders }, loop));
  send({ type: "sent", call: summary(calls), failed, seconds: (wallClock() - started) / 1000, firstError });
}

function shutdown() {
  for (const s of sockets) s.close();
  process.exit(0);
}

process.on("message", (message: ToChild) => {
  if (message.type === "connect") void connect(message);
  if (message.type === "send") void sendAsCourier(message);
  if (message.type === "collect") send({ type: "collected", desks: heardBy(desks), courier: heardBy(courierHeard) });
  if (message.type === "close") shutdown();
});
process.on("disconnect", () => shutdown());
