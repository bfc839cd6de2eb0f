// Child process of chat.bench.ts: the desk's messages to one courier (POST /api/chats/messages/), out of the API's
// process so that the CPU of each can be read alone. Each message's text is the moment it was due to leave.
// - Open loop (`rate` > 0): message i is due at start + i / rate whatever the answers, over `connections` keep-alive
//   connections (a message finding them all busy waits for one); its latency counts from when it was due, so a server
//   that falls behind shows in the p99 instead of slowing the senders. The goal's row needs this: a closed loop of N
//   senders has at most N messages in flight, so by Little's law it sends N / latency a second — 1,000/s at 50 ms needs
//   50 in flight at every moment, and a slower answer lowers the rate instead of the p99.
// - Closed loop (`rate` 0): `connections` senders, each posting again as soon as it has its answer.
import { Agent, request } from "node:http";
import { type LagSummary, summary } from "./lib-latency.js";

export interface SendOrder {
  type: "send";
  url: string;
  headers: Record<string, string>;
  messenger: string;
  rate: number;
  connections: number;
  seconds: number;
}

export interface Sent {
  type: "sent";
  /** The POSTs answered 201, from their due moment to their answer's end. */
  call: LagSummary;
  failed: number;
  firstError?: string;
  /** From the first due moment to the last answer. */
  seconds: number;
  /** How late this process sent them (its own lag): p99 in ms. */
  lateP99: number;
}

const wallClock = () => performance.timeOrigin + performance.now();

async function sendFor(order: SendOrder): Promise<Sent> {
  const agent = new Agent({ keepAlive: true, maxSockets: order.connections });
  const url = `${order.url}/api/chats/messages/`;
  const [calls, late]: number[][] = [[], []];
  let failed = 0;
  let firstError: string | undefined;
  const post = (dueAt: number) =>
    new Promise<number | string>((resolve) => {
      late.push(wallClock() - dueAt);
      const body = JSON.stringify({ messenger: order.messenger, type: "text", content: String(dueAt) });
      const headers = { ...order.headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
      const call = request(url, { method: "POST", agent, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      call.on("error", (error) => resolve(error.message));
      call.end(body);
    });
  const one = async (dueAt: number) => {
    const status = await post(dueAt);
    if (status === 201) calls.push(wallClock() - dueAt);
    else {
      failed++;
      firstError ??= String(status);
    }
  };
  const started = wallClock();
  const until = started + order.seconds * 1000;
  if (order.rate > 0) await openLoop(started, Math.round(order.rate * order.seconds), order.rate, one);
  else
    await Promise.all(
      Array.from({ length: order.connections }, async () => {
        while (wallClock() < until) await one(wallClock());
      }),
    );
  agent.destroy();
  const call = summary(calls);
  return { type: "sent", call, failed, firstError, seconds: (wallClock() - started) / 1000, lateP99: summary(late).p99 };
}

/** `total` calls of `one`, the i-th due at start + i / rate (checked every millisecond); resolves when all are done. */
async function openLoop(started: number, total: number, rate: number, one: (dueAt: number) => Promise<void>) {
  const running: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = wallClock();
      for (
        let due = started + (running.length * 1000) / rate;
        running.length < total && due <= now;
        due = started + (running.length * 1000) / rate
      )
        running.push(one(due));
      if (running.length < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(running);
}

process.on("message", (order: SendOrder) => {
  if (order.type === "send") void sendFor(order).then((sent) => process.send?.(sent));
});
process.on("disconnect", () => process.exit(0));
