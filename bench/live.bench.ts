// The living demo under load (issue 24): one API node (apps/api/src/main.ts, embedded database, demo data, its own
// simulator off) and, in this process, the simulator driving BENCH_LIVE_COURIERS couriers a headquarter (at most the
// demo's 15) and BENCH_LIVE_SERVICES_PER_MINUTE services a minute for BENCH_LIVE_SECONDS, beside a baseline of the same
// length with the simulator idle. In both phases a desk socket (staff, Bogotá) hears everything, and a probe creates
// a service every 500 ms through the desk's API and times until the desk socket hears its services:new.
// Printed per phase: desk events per second, p50/p99 of the probe's event lag, offers answered per second, services
// placed and finished, and the API process's CPU (share of one core; the embedded PostgreSQL server not counted) and
// resident memory.
// A quick run: BENCH_LIVE_SECONDS=20 npm run bench:live
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EVENTS, type ServiceType } from "@despacho/domain";
import { io } from "socket.io-client";
import { createSimulator } from "../apps/api/src/simulator/index.js";
import { authHeaders, type Session, signIn } from "./lib-api.js";
import { Cleanup, startApiNode, stopChild } from "./lib-processes.js";

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const COURIERS = Number(process.env.BENCH_LIVE_COURIERS ?? 15);
const SERVICES_PER_MINUTE = Number(process.env.BENCH_LIVE_SERVICES_PER_MINUTE ?? 60);
const TICK_MS = Number(process.env.BENCH_LIVE_TICK_MS ?? 2000);
const PROBE_MS = 500;
const CLOCK_TICKS = 100;
const PAGE_BYTES = 4096;

const wallClock = () => performance.timeOrigin + performance.now();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** CPU seconds used so far and resident bytes of a process (Linux /proc). */
function usageOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const rss = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES;
  return { cpu, rss };
}

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

const cleanup = new Cleanup();
cleanup.onSignals();
try {
  const dataDir = await mkdtemp(join(tmpdir(), "despacho-live-"));
  cleanup.add("data dir", () => rm(dataDir, { recursive: true, force: true }));
  const node = await startApiNode({ DATA_DIR: dataDir, DEMO_SIMULATOR: "off", LOGIN_RATE_LIMIT: "1000" }, 4096);
  cleanup.add("api", () => stopChild(node.child));
  const pid = node.child.pid;
  if (!pid) throw new Error("no API pid");
  const session = await signIn(node.url);
  const body = await probeBody(node.url, session);

  const socket = io(node.url, {
    path: "/socket.io",
    auth: { token: session.access, headquarter: session.headquarter, profile: "staff" },
    transports: ["websocket"],
  });
  cleanup.add("desk socket", async () => socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.once(EVENTS.headquarterConnect, () => resolve());
    socket.once("connect_error", reject);
  });
  let events = 0;
  // A created service is announced as services:new, possibly before its POST has answered.
  const heardAt = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  socket.onAny((event: string, payload: { uuid?: string }) => {
    events += 1;
    if (event !== EVENTS.serviceNew || !payload?.uuid) return;
    heardAt.set(payload.uuid, wallClock());
    waiting.get(payload.uuid)?.(wallClock());
  });

  /** One phase: probes every PROBE_MS for SECONDS, with `during` running beside them. */
  const phase = async (name: string, during: { start(): void; stop(): Promise<void> } | null) => {
    const lags: number[] = [];
    const before = usageOf(pid);
    const eventsBefore = events;
    const startedAt = wallClock();
    during?.start();
    const pending: Promise<void>[] = [];
    while (wallClock() - startedAt < SECONDS * 1000) {
      const sent = wallClock();
      pending.push(
        (async () => {
          const res = await fetch(`${node.url}/api/services/`, {
            method: "POST",
            headers: { ...authHeaders(session), "content-type": "application/json", "idempotency-key": randomUUID() },
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
          if (!Number.isNaN(heard)) lags.push(heard - sent);
        })(),
      );
      await new Promise((r) => setTimeout(r, PROBE_MS));
    }
    await Promise.all(pending);
    await during?.stop();
    const seconds = (wallClock() - startedAt) / 1000;
    const after = usageOf(pid);
    return {
      name,
      seconds,
      deskEventsPerSecond: (events - eventsBefore) / seconds,
      probes: lags.length,
      p50: percentile(lags, 50),
      p99: percentile(lags, 99),
      cpu: (after.cpu - before.cpu) / seconds,
      rssMb: after.rss / 1_048_576,
    };
  };

  const idle = await phase("simulador inactivo (línea base)", null);
  const simulator = createSimulator(
    { baseUrl: node.url, couriersPerHeadquarter: COURIERS, servicesPerMinute: SERVICES_PER_MINUTE, tickMs: TICK_MS },
    { debug: () => undefined, warn: (o: unknown, message?: string) => console.warn(message, (o as { err?: unknown }).err) },
  );
  const live = await phase(`simulador: ${COURIERS} mensajeros/sucursal, ${SERVICES_PER_MINUTE} servicios/min`, simulator);

  const f = (n: number, d = 1) => (Number.isNaN(n) ? "—" : n.toFixed(d));
  console.log(`\nbench:live — ${SECONDS} s per phase, one node (embedded database), tick ${TICK_MS} ms, probe every ${PROBE_MS} ms`);
  console.log("phase".padEnd(52), "desk ev/s", " probe p50 ms", " p99 ms", " API CPU", "  RSS MB");
  for (const r of [idle, live]) {
    console.log(
      r.name.padEnd(52),
      f(r.deskEventsPerSecond).padStart(9),
      f(r.p50).padStart(13),
      f(r.p99).padStart(7),
      `${f(r.cpu * 100, 0)}%`.padStart(8),
      f(r.rssMb, 0).padStart(8),
    );
  }
  const s = simulator.stats;
  console.log(
    `\nsimulator: ${f(s.offersAnswered / live.seconds, 2)} offers answered/s, ${s.servicesPlaced} services placed, ${s.finished} finished, ` +
      `${s.locations} points, ${s.messages} chat messages, ${s.online} couriers went online`,
  );
} finally {
  await cleanup.runAll();
}
