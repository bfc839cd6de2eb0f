// The chat under load, beside a bare Fastify hello world measured in the same run with the same autocannon settings:
// (b) a thread page of a chat with 100,000 messages (BENCH_CHAT_MESSAGES): the newest page, a page from the middle
//     by cursor, and the contact list; throughput and p99;
// (c) messages sent through the API to one courier for BENCH_CHAT_SECONDS, at a fixed rate of BENCH_CHAT_RATE a second
//     (open loop over BENCH_CHAT_CONNECTIONS keep-alive connections; BENCH_CHAT_RATE=0: BENCH_CHAT_SENDERS closed-loop
//     senders, see chat-senders.ts for why the goal needs the open loop), while 500 open desks of the headquarter
//     (BENCH_CHAT_DESKS) and the courier listen: messages/s accepted, POST p50/p99, p50/p99 delivery latency to the
//     desks' sockets and to the courier's, and the CPU a message of each process from /proc. The senders and the
//     clients run in child processes (chat-senders.ts, chat-clients.ts), so this process's CPU is the API's;
// (d) the courier writing to its headquarter with BENCH_CHAT_SENDERS closed-loop senders for the same time, by
//     POST /api/courier/chat/messages/ and then through its socket (courier:chat-message, acknowledged: issue 21), in
//     the same run: messages/s, p99 of the call (the POST's answer, the emit's acknowledgement), delivery p50/p99 to the
//     desks. Issue 21's row: 500 desks, ≥ 1,000 messages/s, call p99 ≤ 50 ms, delivery p99 ≤ 100 ms.
// BENCH_CHAT_PARTS=pages,send,courier chooses the parts ((a) and (b), (c), (d); all by default; (d) needs (c)'s clients).
// A quick run: BENCH_CHAT_MESSAGES=10000 BENCH_CHAT_DESKS=50 BENCH_CHAT_SECONDS=5 npm run bench:chat
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { accessTokens } from "../apps/api/src/plugins/auth.js";
import type { Heard, ToChild, ToParent } from "./chat-clients.js";
import type { SendOrder, Sent } from "./chat-senders.js";
import { cpuFloor, meterDatabase, usageOf } from "./lib-cpu.js";
import { authHeaders, BENCH_JWT_SECRET, despacho, helloWorld, LOAD, measure, type Row, type Session, signIn } from "./lib-api.js";
import { spawnNode, stopChild } from "./lib-processes.js";

const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 100_000);
const DESKS = Number(process.env.BENCH_CHAT_DESKS ?? 500);
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 10);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 100);
const PARTS = (process.env.BENCH_CHAT_PARTS ?? "pages,send,courier").split(",");
type Rows<T> = { rows: T[] };

const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-chat-"));
const hello = await helloWorld();
const api = await despacho(dataDir);
const db = api.database.db;

/** The demo's first Bogotá chat, grown to MESSAGES messages a second apart; its courier and a message from the middle. */
async function seedThread(session: Session) {
  const { rows } = (await db.execute(`
    select c.id as chat, m.id as messenger, m.user_id as user_id from chats c join messengers m on m.id = c.messenger_id
    where c.headquarter_id = '${session.headquarter}' order by c.last_message_at desc limit 1`)) as unknown as Rows<{
    chat: string;
    messenger: string;
    user_id: string;
  }>;
  const target = rows[0];
  if (!target) throw new Error("the demo has no chat in Bogotá");
  const started = performance.now();
  await db.execute(`
    insert into chat_messages (chat_id, type, source, content, by_user_id, seen_by, created_at)
    select '${target.chat}', 'text', case when g % 2 = 0 then 'company' else 'messenger' end, 'Mensaje ' || g,
      '${target.user_id}', array['${target.user_id}']::uuid[], now() - make_interval(secs => ${MESSAGES} - g)
    from generate_series(1, ${MESSAGES}) g`);
  await db.execute("analyze chat_messages");
  const middle = (await db.execute(
    `select id from chat_messages where chat_id = '${target.chat}' order by created_at desc, id desc offset ${Math.floor(MESSAGES / 2)} limit 1`,
  )) as unknown as Rows<{ id: string }>;
  return { ...target, middle: middle.rows[0]?.id ?? "", seedSeconds: (performance.now() - started) / 1000 };
}

/** A child process of this benchmark on IPC: its orders, the next answer of a kind, and the CPU seconds it has used. */
function ipcChild<In, Out extends { type: string }>(script: string, fds: number) {
  const child: ChildProcess = spawnNode(script, { env: {}, fds, ipc: true });
  const next = <T extends Out["type"]>(type: T) =>
    new Promise<Extract<Out, { type: T }>>((resolve) => {
      const heard = (message: Out) => {
        if (message.type !== type) return;
        child.off("message", heard);
        resolve(message as Extract<Out, { type: T }>);
      };
      child.on("message", heard);
    });
  return {
    next,
    order: (message: In) => child.send(message as object),
    cpu: () => (child.pid === undefined ? 0 : usageOf(child.pid).cpu),
    stop: () => stopChild(child, 5_000),
  };
}

async function deliveries(session: Session, target: { messenger: string; user_id: string }) {
  const clients = ipcChild<ToChild, ToParent>("bench/chat-clients.ts", DESKS + 1_000);
  const senders = ipcChild<SendOrder, Sent>("bench/chat-senders.ts", CONNECTIONS + SENDERS + 1_000);
  const { next, order } = clients;
  try {
    const tokens = accessTokens(BENCH_JWT_SECRET, 3600);
    const courierToken = await tokens.sign({
      sub: target.user_id,
      cid: null,
      kind: "messenger",
      perms: [],
      hqs: [],
      mid: target.messenger,
      sv: 0,
    });
    order({ type: "connect", url: api.url, headquarter: session.headquarter, deskToken: session.access, desks: DESKS, courierToken });
    const connected = await next("connected");
    console.log(
      `(c) ${connected.desks} desks and the courier connected in ${connected.seconds.toFixed(1)} s${connected.failed ? ` (${connected.failed} failed: ${connected.firstError})` : ""}`,
    );
    const database = await meterDatabase(db);
    const [own, clientsFrom, sendersFrom] = [process.cpuUsage(), clients.cpu(), senders.cpu()];
    const headers = authHeaders(session);
    const connections = RATE > 0 ? CONNECTIONS : SENDERS;
    senders.order({ type: "send", url: api.url, headers, messenger: target.messenger, rate: RATE, connections, seconds: SECONDS });
    const sent = await senders.next("sent");
    const apiSpent = process.cpuUsage(own);
    const spent = {
      api: (apiSpent.user + apiSpent.system) / 1e6,
      database: await database(),
      deskClients: clients.cpu() - clientsFrom,
      senders: senders.cpu() - sendersFrom,
    };
    // The last emissions may still be on their way: ask again (for up to 5 s) until every desk has every message.
    const collect = () => {
      const answer = next("collected");
      order({ type: "collect" });
      return answer;
    };
    /** What the desks heard once they have every one of `expected` messages (or 5 s have passed). */
    const collectAll = async (expected: number) => {
      let collected = await collect();
      for (let tries = 0; tries < 50 && collected.desks.received < expected * connected.desks; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        collected = await collect();
      }
      return collected;
    };
    const collected = await collectAll(sent.call.received);
    const fromCourier = [];
    for (const via of PARTS.includes("courier") ? (["http", "socket"] as const) : []) {
      order({ type: "send", via, senders: SENDERS, seconds: SECONDS });
      const courierSent = await next("sent");
      fromCourier.push({ via, sent: courierSent, collected: await collectAll(courierSent.call.received) });
    }
    return { connected, sent, spent, collected, fromCourier };
  } finally {
    order({ type: "close" });
    await Promise.all([clients.stop(), senders.stop()]);
  }
}

/** (c)'s CPU a message of each process, and what the API and the database alone could do on this machine's cores. */
function printCpu(spent: { api: number; database: number; deskClients: number; senders: number }, messages: number) {
  const server = cpuFloor(spent.api + spent.database, messages);
  const ms = (seconds: number) => ((1000 * seconds) / Math.max(messages, 1)).toFixed(2);
  console.log(
    `    CPU a message: API ${ms(spent.api)} ms, database ${ms(spent.database)} ms; the senders ${ms(spent.senders)} ms, the ${DESKS} desks' clients ${ms(spent.deskClients)} ms`,
  );
  console.log(
    `    API + database ${server.msEach.toFixed(2)} ms a message: at most ${server.ceilingPerSecond.toFixed(0)} messages/s on this machine's ${availableParallelism()} cores with nothing else running`,
  );
}

/** What the desks or the courier heard, with the send-message frames (socket writes) that brought it. */
const lagLine = (who: string, heard: Heard, expected: number) =>
  `    ${who}: received ${heard.received.toLocaleString("en")} of ${expected.toLocaleString("en")} in ${heard.frames.toLocaleString("en")} frames (${(heard.received / Math.max(heard.frames, 1)).toFixed(1)} a frame); delivery p50 ${heard.p50.toFixed(0)} ms, p99 ${heard.p99.toFixed(0)} ms, max ${heard.max.toFixed(0)} ms`;

function printRows(rows: Row[]) {
  const line = (c: string[]) =>
    `| ${c[0].padEnd(58)} | ${c[1].padStart(8)} | ${c[2].padStart(8)} | ${c[3].padStart(7)} | ${c[4].padStart(8)} |`;
  console.log(line(["scenario", "req/s", "p99 ms", "ratio", "failures"]));
  console.log(`|${"-".repeat(60)}|${"-".repeat(10)}|${"-".repeat(10)}|${"-".repeat(9)}|${"-".repeat(10)}|`);
  const base = rows[0]?.requestsPerSecond ?? 1;
  for (const r of rows)
    console.log(
      line([r.scenario, r.requestsPerSecond.toFixed(0), r.p99Ms.toFixed(1), (r.requestsPerSecond / base).toFixed(3), String(r.failures)]),
    );
}

/** (a) and (b): the thread's pages and the contact list beside the hello world. */
async function pages(session: Session, target: { chat: string; middle: string }) {
  console.log(`load: ${LOAD.duration} s, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}\n`);
  const on = (path: string) => ({ url: api.url, headers: authHeaders(session), requests: [{ method: "GET" as const, path }], ...LOAD });
  const rows = [
    await measure("(a) Fastify hello world", { url: hello.url, ...LOAD }),
    await measure("(b) GET /api/chats/messages/ newest page (20)", on(`/api/chats/messages/?chat=${target.chat}`)),
    await measure(
      "(b2) GET /api/chats/messages/ page at message 50,000",
      on(`/api/chats/messages/?chat=${target.chat}&cursor=${target.middle}`),
    ),
    await measure("(b3) GET /api/chats/ contacts (5, unread counted)", on("/api/chats/")),
  ];
  printRows(rows);
  if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
}

try {
  const session = await signIn(api.url);
  const target = await seedThread(session);
  console.log(
    `\nChat benchmark — node ${process.version}, ${api.kind}; a chat of ${MESSAGES.toLocaleString("en")} messages seeded in ${target.seedSeconds.toFixed(1)} s`,
  );
  if (PARTS.includes("pages")) await pages(session, target);
  if (DESKS > 0 && PARTS.includes("send")) {
    const { connected, sent, spent, collected, fromCourier } = await deliveries(session, target);
    const accepted = sent.call.received;
    const how = RATE > 0 ? `${RATE.toLocaleString("en")} messages/s due over ${CONNECTIONS} connections` : `${SENDERS} closed-loop senders`;
    console.log(
      `\n(c) ${how} for ${SECONDS} s to one courier, ${connected.desks} open desks of Bogotá listening; load ${loadavg()[0].toFixed(2)}`,
    );
    console.log(
      `    ${accepted.toLocaleString("en")} messages accepted (${(accepted / sent.seconds).toFixed(0)}/s), ${sent.failed} failed${sent.firstError ? ` (${sent.firstError})` : ""}; the senders ran late by p99 ${sent.lateP99.toFixed(1)} ms`,
    );
    console.log(
      `    POST /api/chats/messages/ p50 ${sent.call.p50.toFixed(1)} ms, p99 ${sent.call.p99.toFixed(1)} ms, max ${sent.call.max.toFixed(0)} ms`,
    );
    console.log(`    socket deliveries: ${((accepted * connected.desks) / sent.seconds).toFixed(0)}/s to the desks`);
    console.log(lagLine("desks", collected.desks, accepted * connected.desks));
    console.log(lagLine("courier", collected.courier, accepted));
    printCpu(spent, accepted);
    if (fromCourier.length)
      console.log(`\n(d) the courier writing to Bogotá: ${SENDERS} senders for ${SECONDS} s, ${connected.desks} open desks listening`);
    for (const { via, sent: courierSent, collected: heard } of fromCourier) {
      const call = via === "http" ? "POST /api/courier/chat/messages/" : "socket courier:chat-message (ack)";
      const count = courierSent.call.received;
      console.log(
        `  ${call}: ${count.toLocaleString("en")} messages accepted (${(count / courierSent.seconds).toFixed(0)}/s), ${courierSent.failed} failed${courierSent.firstError ? ` (${courierSent.firstError})` : ""}; call p50 ${courierSent.call.p50.toFixed(1)} ms, p99 ${courierSent.call.p99.toFixed(1)} ms`,
      );
      console.log(lagLine("desks", heard.desks, count * connected.desks));
    }
  }
} finally {
  await api.close();
  await hello.close();
  await rm(dataDir, { recursive: true, force: true });
}
