// The living demo under load (issue 24), on one node and on two nodes through Redis. One node: the API as npm start runs it
// on the embedded database with the demo data. Two nodes (when REDIS_URL and a PostgreSQL server, BENCH_DATABASE_URL
// or TEST_DATABASE_URL, are set): two API processes on one fresh PostgreSQL database sharing socket events through
// Redis; the simulated couriers and customers and the probe's creations go to node B, the desk socket listens on node
// A, so every desk-facing event crosses Redis. In each run, in this process, the simulator drives
// BENCH_LIVE_COURIERS couriers a headquarter (at most the demo's 15; through their sockets: points, offers:new, chat)
// and BENCH_LIVE_SERVICES_PER_MINUTE services a minute for BENCH_LIVE_SECONDS, beside a baseline of the same length
// with the simulator idle. A desk socket (staff, Bogotá) hears everything, and a probe creates a service every 500 ms
// through the desk's API and times until the desk socket hears its services:new.
// Printed per phase: desk events per second, the p50/p99 lag of every desk-facing event that carries its moment of
// origin (the probe's services:new from its POST, messengers:location-change from the point's time, send-message
// from the message's creation; the others counted), offers answered per second, services placed and finished, and
// each API process's CPU (share of one core; PostgreSQL not counted) and resident memory.
// A quick run: BENCH_LIVE_SECONDS=20 npm run bench:live
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EVENTS, type ServiceType } from "@despacho/domain";
import { io, type Socket } from "socket.io-client";
import { openDatabase } from "../apps/api/src/db/client.js";
import { seedDemo } from "../apps/api/src/seed/demo.js";
import { createSimulator } from "../apps/api/src/simulator/index.js";
import { freshPostgresDatabase } from "../apps/api/src/test/harness.js";
import { authHeaders, BENCH_JWT_SECRET, type Session, signIn } from "./lib-api.js";
import { usageOf } from "./lib-cpu.js";
import { type ApiNode, Cleanup, startApiNode, stopChild } from "./lib-processes.js";
import { summary } from "./lib-latency.js";

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const COURIERS = Number(process.env.BENCH_LIVE_COURIERS ?? 15);
const SERVICES_PER_MINUTE = Number(process.env.BENCH_LIVE_SERVICES_PER_MINUTE ?? 60);
const TICK_MS = Number(process.env.BENCH_LIVE_TICK_MS ?? 2000);
const databaseServer = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const redisUrl = process.env.REDIS_URL || undefined;
const PROBE_MS = 500;
// A first start initialises, migrates and seeds the embedded server: minutes on a loaded shared machine.
const START_TIMEOUT_MS = 300_000;
const NODE_ENV = { DEMO_SIMULATOR: "off", LOGIN_RATE_LIMIT: "1000", JWT_SECRET: BENCH_JWT_SECRET, ACCESS_TOKEN_TTL_SECONDS: "3600" };

const wallClock = () => performance.timeOrigin + performance.now();

async function probeBody(url: string, session: Session) {
  const types = (await (await fetch(`${url}/api/service-types/?all=true`, { headers: authHeaders(session) })).json()) as ServiceType[];
  return JSON.stringify({
    name: "Sonda Desk",
    phone_number: "300 123 4567",
    type: types[0].uuid,
    calculated_cost: 9000,
    locations: [
      { type: "origin", address: "Calle 72 # 10-34", description: "Portería principal", latitude: 4.658, longitude: -74.061 },
      { type: "destination", address: "Carrera 15 # 93-47", latitude: 4.676, longitude: -74.048 },
    ],
  });
}

/** When a desk-facing event began, read from its payload where it says so. */
function originOf(event: string, payload: unknown): number | null {
  const p = payload as { coordinates_created_at?: string; messages?: { message?: { created_at?: string } }[] } | null;
  if (event === EVENTS.messengerLocationChange && p?.coordinates_created_at) return Date.parse(p.coordinates_created_at);
  // A send-message frame holds the messages of one write: its first message began first.
  const first = p?.messages?.[0]?.message?.created_at;
  if (event === EVENTS.chatSendMessage && first) return Date.parse(first);
  return null;
}

interface PhaseResult {
  name: string;
  seconds: number;
  deskEventsPerSecond: number;
  /** Per desk-facing event: how many, and the lags measured (ms). */
  events: Map<string, { count: number; lags: number[] }>;
  usage: { label: string; cpu: number; rssMb: number }[];
}

/**
 * One run: the desk socket on `deskNode`, the probe and the simulator on `actNode`; an idle phase then the simulator.
 * Answers both phases and the simulator's counts.
 */
async function run(deskNode: ApiNode, actNode: ApiNode, nodes: { label: string; node: ApiNode }[], cleanup: Cleanup) {
  const deskSession = await signIn(deskNode.url);
  const actSession = await signIn(actNode.url);
  const body = await probeBody(actNode.url, actSession);
  const socket: Socket = io(deskNode.url, {
    path: "/socket.io",
    auth: { token: deskSession.access, headquarter: deskSession.headquarter, profile: "staff" },
    transports: ["websocket"],
  });
  const closeSocket = cleanup.add("desk socket", async () => socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.once(EVENTS.headquarterConnect, () => resolve());
    socket.once("connect_error", reject);
  });
  let events = new Map<string, { count: number; lags: number[] }>();
  // A created service is announced as services:new, possibly before its POST has answered.
  const heardAt = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  socket.onAny((event: string, payload: { uuid?: string }) => {
    const at = wallClock();
    const entry = events.get(event) ?? { count: 0, lags: [] };
    events.set(event, entry);
    entry.count += 1;
    const origin = originOf(event, payload);
    if (origin !== null) entry.lags.push(at - origin);
    if (event !== EVENTS.serviceNew || !payload?.uuid) return;
    heardAt.set(payload.uuid, at);
    waiting.get(payload.uuid)?.(at);
  });
  const pids = nodes.map(({ label, node }) => {
    if (!node.child.pid) throw new Error("no API pid");
    return { label, pid: node.child.pid };
  });

  /** One phase: probes every PROBE_MS for SECONDS, with `during` running beside them. */
  const phase = async (name: string, during: { start(): void; stop(): Promise<void> } | null): Promise<PhaseResult> => {
    const probeLags: number[] = [];
    const before = pids.map(({ pid }) => usageOf(pid));
    events = new Map();
    const startedAt = wallClock();
    during?.start();
    const pending: Promise<void>[] = [];
    while (wallClock() - startedAt < SECONDS * 1000) {
      const sent = wallClock();
      pending.push(
        (async () => {
          const res = await fetch(`${actNode.url}/api/services/`, {
            method: "POST",
            headers: { ...authHeaders(actSession), "content-type": "application/json", "idempotency-key": randomUUID() },
            body,
          });
          if (res.status !== 201) throw new Error(`probe: ${res.status} ${await res.text()}`);
          const { uuid } = (await res.json()) as { uuid: string };
          const heard = await new Promise<number>((resolve) => {
            const early = heardAt.get(uuid);
            if (early !== undefined) return resolve(early);
            waiting.set(uuid, resolve);
            setTimeout(() => resolve(Number.NaN), 10_000).unref();
          });
          waiting.delete(uuid);
          heardAt.delete(uuid);
          if (!Number.isNaN(heard)) probeLags.push(heard - sent);
        })(),
      );
      await new Promise((r) => setTimeout(r, PROBE_MS));
    }
    await Promise.all(pending);
    await during?.stop();
    const seconds = (wallClock() - startedAt) / 1000;
    const heard = events;
    const probe = heard.get(EVENTS.serviceNew);
    if (probe) probe.lags = probeLags;
    let total = 0;
    for (const { count } of heard.values()) total += count;
    return {
      name,
      seconds,
      deskEventsPerSecond: total / seconds,
      events: heard,
      usage: pids.map(({ label, pid }, i) => {
        const after = usageOf(pid);
        return { label, cpu: (after.cpu - before[i].cpu) / seconds, rssMb: after.rss / 1_048_576 };
      }),
    };
  };

  const idle = await phase("simulador inactivo (línea base)", null);
  const simulator = createSimulator(
    { baseUrl: actNode.url, couriersPerHeadquarter: COURIERS, servicesPerMinute: SERVICES_PER_MINUTE, tickMs: TICK_MS },
    {
      debug: () => undefined,
      info: () => undefined,
      warn: (o: unknown, message?: string) => console.warn(message, (o as { err?: unknown }).err),
    },
  );
  const live = await phase(`simulador: ${COURIERS} mensajeros/sucursal, ${SERVICES_PER_MINUTE} servicios/min`, simulator);
  socket.close();
  closeSocket();
  return { idle, live, stats: { ...simulator.stats } };
}

const f = (n: number, d = 1) => (Number.isNaN(n) ? "—" : n.toFixed(d));

function print(title: string, result: Awaited<ReturnType<typeof run>>) {
  console.log(`\n${title} — ${SECONDS} s per phase, tick ${TICK_MS} ms, probe every ${PROBE_MS} ms`);
  for (const r of [result.idle, result.live]) {
    console.log(`  ${r.name}: ${f(r.deskEventsPerSecond)} desk events/s`);
    console.log(`    ${"desk event".padEnd(32)} ${"count".padStart(7)} ${"p50 ms".padStart(9)} ${"p99 ms".padStart(9)}`);
    for (const [event, { count, lags }] of [...r.events].sort(([a], [b]) => a.localeCompare(b))) {
      const { p50, p99 } = summary(lags);
      console.log(`    ${event.padEnd(32)} ${String(count).padStart(7)} ${f(p50).padStart(9)} ${f(p99).padStart(9)}`);
    }
    for (const u of r.usage) console.log(`    ${u.label}: CPU ${f(u.cpu * 100, 0)}% of a core, RSS ${f(u.rssMb, 0)} MB`);
  }
  const s = result.stats;
  console.log(
    `  simulator: ${f(s.offersAnswered / result.live.seconds, 2)} offers answered/s, ${s.servicesPlaced} services placed, ` +
      `${s.finished} finished, ${s.locations} points, ${s.messages} chat messages, ${s.online} couriers went online`,
  );
}

const cleanup = new Cleanup();
cleanup.onSignals();
try {
  const dataDir = await mkdtemp(join(tmpdir(), "despacho-live-"));
  cleanup.add("data dir", () => rm(dataDir, { recursive: true, force: true }));
  const single = await startApiNode({ ...NODE_ENV, DATA_DIR: dataDir }, 4096, { timeoutMs: START_TIMEOUT_MS });
  const stopSingle = cleanup.add("api", () => stopChild(single.child));
  print("bench:live, one node (embedded database)", await run(single, single, [{ label: "API", node: single }], cleanup));
  await stopChild(single.child);
  stopSingle();

  if (databaseServer && redisUrl) {
    const fresh = await freshPostgresDatabase(databaseServer);
    cleanup.add("drop database", () => fresh.drop());
    const database = await openDatabase({ url: fresh.url });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    const env = { ...NODE_ENV, DATA_DIR: dataDir, DATABASE_URL: fresh.url, REDIS_URL: redisUrl };
    const [a, b] = await Promise.all([
      startApiNode(env, 4096, { timeoutMs: START_TIMEOUT_MS }),
      startApiNode(env, 4096, { timeoutMs: START_TIMEOUT_MS }),
    ]);
    for (const node of [a, b]) cleanup.add("API node", () => stopChild(node.child));
    const nodes = [
      { label: "API A (desk)", node: a },
      { label: "API B (couriers, customers, probe)", node: b },
    ];
    print("bench:live, two nodes through Redis (PostgreSQL)", await run(a, b, nodes, cleanup));
  } else {
    console.log("\nbench:live, two nodes: skipped (set REDIS_URL and BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
} finally {
  await cleanup.runAll();
}
