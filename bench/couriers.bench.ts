// Couriers under load, beside a bare Fastify hello world measured in the same run with the same
// autocannon settings:
// (b) the back office's courier lists (all linked, and /affiliated/) searched over 50,000 couriers of one
//     headquarter (BENCH_COURIERS);
//     each connection cycles through the searches, so answers differ call to call;
// (b3) /api/health asked again and again while 200 of those searches (different pages) are sent at once, the searches
//     and the prober in a worker thread (lib-health.ts): issue 21's row, p99 ≤ 50 ms, beside the app's loop delay;
// (c) 5,000 courier sockets (BENCH_COURIER_SOCKETS) opening at an even pace within 10 s
//     (BENCH_CONNECT_WINDOW_MS): time until the desk's socket has heard every one, server RSS;
// (d) those couriers sending one location a second for 60 s (BENCH_LOCATION_SECONDS), first by
//     POST /api/courier/locations/, then through their sockets (courier:locations, issue 21): points/s
//     accepted, p99 of the call (the POST's answer, the emit's acknowledgement), lag until the desk's
//     socket hears each point. Issue 21's row: BENCH_COURIER_SOCKETS=10000 (10,000 points/s, p99 ≤ 1 s to the desk).
// The fleet and the desk socket run in a child process (bench/courier-clients.ts), off the server's loop.
// BENCH_COURIER_PARTS=fleet runs (c) and (d) only (bench:map's ingestion part does); lists, health and fleet name (b)
// and (b2), (b3), and (c) and (d).
// A quick run: BENCH_COURIERS=5000 BENCH_COURIER_SOCKETS=500 BENCH_LOCATION_SECONDS=10 npm run bench:couriers
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../apps/api/src/db/client.js";
import { accessTokens } from "../apps/api/src/plugins/auth.js";
import type { FleetCourier, LocationsVia, ToChild, ToParent } from "./courier-clients.js";
import { cpuFloor, cpuNote, mainThreadCpu, meterDatabase, usageOf } from "./lib-cpu.js";
import { authHeaders, BENCH_JWT_SECRET, despacho, helloWorld, LOAD, measure, type Row, type Session, signIn } from "./lib-api.js";
import { type HealthUnderLoad, healthWhileSearching } from "./lib-health.js";
import { openFileLimits, spawnNode, stopChild } from "./lib-processes.js";
import { percentile } from "./lib-latency.js";

const COURIERS = Number(process.env.BENCH_COURIERS ?? 50_000);
const SOCKETS = Number(process.env.BENCH_COURIER_SOCKETS ?? 5_000);
const CONNECT_WINDOW_MS = Number(process.env.BENCH_CONNECT_WINDOW_MS ?? 10_000);
const LOCATION_SECONDS = Number(process.env.BENCH_LOCATION_SECONDS ?? 60);
const PARTS = (process.env.BENCH_COURIER_PARTS ?? "lists,health,fleet").split(",");
// Per courier its socket, on both sides, and the couriers' shared HTTP connections (courier-clients.ts).
const FDS = SOCKETS + Number(process.env.BENCH_HTTP_CONNECTIONS ?? 1_000) + 1_000;
const CHUNK = 10_000;
const FIRST_NAMES = ["Ana", "Luis", "Carlos", "María", "Jorge", "Paula", "Andrés", "Diana", "Julián", "Sofía"];
const LAST_NAMES = ["Gómez", "Rodríguez", "Martínez", "López", "García", "Pérez", "Sánchez", "Ramírez", "Torres", "Díaz"];
// Fewer connections than the hello world's: a search that matches a tenth of 50,000 couriers counts them all, and
// 50 of those queued on one embedded database wait past autocannon's 10 s timeout.
const LIST_LOAD = { ...LOAD, connections: 10 };
const SEARCHES = ["ana", "gómez", "rodrí", "luis pérez", "1234", "sofía díaz", "zzz", "ramirez", "and", "4999"];
const CONCURRENT_SEARCHES = 200;
const HEALTH_TARGET_MS = 50;
/** Issue 21's row: 10,000 couriers × 1 Hz. */
const LOCATION_GOAL_PER_SECOND = 10_000;

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(",")}]`;

/** `total` affiliated couriers `<prefix><n>` of the headquarter named `headquarterName`, the `online` share of them online. */
async function seedCouriers(db: Db, headquarterName: string, total: number, prefix = "bench_courier_", online = 0.1): Promise<number> {
  const started = performance.now();
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await db.execute(`
      with hq as (select id from headquarters where name = ${literal(headquarterName)}),
      u as (
        insert into users (company_id, kind, username, email, password_hash, first_name, last_name)
        select null, 'messenger', ${literal(prefix)} || g, ${literal(prefix)} || g || '@despacho.test', '!',
          (${textArray(FIRST_NAMES)})[1 + g % 10], (${textArray(LAST_NAMES)})[1 + (g / 10) % 10] || ' ' || g
        from generate_series(${from}, ${to}) g
        returning id
      ),
      m as (insert into messengers (user_id) select id from u returning id)
      insert into affiliations (messenger_id, headquarter_id, status, is_online)
      select m.id, hq.id, 'affiliated', random() < ${online} from m, hq`);
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map the index-only scans read.
  for (const table of ["users", "messengers", "affiliations"]) await db.execute(`vacuum analyze ${table}`);
  return (performance.now() - started) / 1000;
}

function printTable(rows: Row[], seedSeconds: number, kind: string) {
  const line = (cells: string[]) =>
    `| ${cells[0].padEnd(52)} | ${cells[1].padStart(9)} | ${cells[2].padStart(8)} | ${cells[3].padStart(9)} | ${cells[4].padStart(8)} |`;
  console.log(`\nCouriers benchmark — node ${process.version}, ${kind}, ${COURIERS.toLocaleString("en")} couriers in Bogotá`);
  console.log(
    `seeding: ${seedSeconds.toFixed(1)} s; load: ${LOAD.duration} s, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}`,
  );
  console.log(`searches cycled per connection: ${SEARCHES.join(" · ")}\n`);
  console.log(line(["scenario", "req/s", "p99 ms", "ratio", "failures"]));
  console.log(`|${"-".repeat(54)}|${"-".repeat(11)}|${"-".repeat(10)}|${"-".repeat(11)}|${"-".repeat(10)}|`);
  const base = rows[0].requestsPerSecond;
  for (const r of rows) {
    console.log(
      line([r.scenario, r.requestsPerSecond.toFixed(0), r.p99Ms.toFixed(1), (r.requestsPerSecond / base).toFixed(3), String(r.failures)]),
    );
  }
  console.log("\nratio: req/s ÷ hello-world req/s.");
  for (const r of rows) if (r.cpu) console.log(`${r.scenario.split(" ")[0]} ${cpuNote(r.cpu, r.ok + r.failures)}`);
  console.log("(the API's CPU is its event loop's thread alone, autocannon's worker left out: the API can only cost more)");
}

function printHealth(h: HealthUnderLoad) {
  console.log(
    `\n(b3) /api/health while ${CONCURRENT_SEARCHES} courier searches are answered, ${h.bursts} bursts after one unmeasured (${(h.loadMs / 1000).toFixed(1)} s, ${h.searchFailures} failed): ` +
      `${h.calls} calls, p99 ${h.p99Ms.toFixed(1)} ms, max ${h.maxMs.toFixed(1)} ms, ${h.failures} not 200 — target ≤ ${HEALTH_TARGET_MS} ms: ` +
      `${h.p99Ms <= HEALTH_TARGET_MS ? "met" : "NOT met"}`,
  );
  console.log(`    the app's event-loop delay meanwhile: p99 ${h.loopDelayP99Ms.toFixed(1)} ms, max ${h.loopDelayMaxMs.toFixed(1)} ms`);
}

type Rows<T> = { rows: T[] };
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** SOCKETS couriers of Bogotá, all online, with an access token each (signed as the API signs them, no sign-in). */
async function seedFleet(db: Db): Promise<FleetCourier[]> {
  await seedCouriers(db, "Bogotá", SOCKETS, "bench_live_", 1);
  const { rows } = (await db.execute(
    "select u.id as user_id, m.id as messenger_id from users u join messengers m on m.user_id = u.id where u.username like 'bench_live_%'",
  )) as unknown as Rows<{ user_id: string; messenger_id: string }>;
  const tokens = accessTokens(BENCH_JWT_SECRET, 3600);
  return Promise.all(
    rows.map(async (r) => ({
      messenger: r.messenger_id,
      // sv 0: a user just created, whose session was never ended.
      token: await tokens.sign({ sub: r.user_id, cid: null, kind: "messenger", perms: [], hqs: [], mid: r.messenger_id, sv: 0 }),
    })),
  );
}

const WAYS: { via: LocationsVia; call: string }[] = [
  { via: "http", call: "POST /api/courier/locations/" },
  { via: "socket", call: "socket courier:locations (ack)" },
];

/**
 * CPU seconds a location run cost: the API's process (this one, the fleet being in its child: every thread, the
 * event loop's, the garbage collector's and libuv's), its event loop's thread alone, the database's backends, and the
 * fleet's process (the couriers' and the desk's clients).
 */
interface LocationCpu {
  api: number;
  loop: number;
  database: number;
  clients: number;
}

interface FleetFigures {
  connected: Extract<ToParent, { type: "connected" }>;
  located: (Extract<ToParent, { type: "located" }> & { cpu: LocationCpu })[];
  rss: { before: number; connected: number; peak: number };
}

/** (c) and (d): the courier fleet in a child process against the app in this one. */
async function courierFleet(url: string, db: Db, session: Session, couriers: FleetCourier[]): Promise<FleetFigures> {
  const child: ChildProcess = spawnNode("bench/courier-clients.ts", { env: {}, fds: FDS, ipc: true });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`courier fleet process exited (${code})`);
  });
  exited.catch(() => undefined);
  const next = <T extends ToParent["type"]>(type: T) =>
    Promise.race([
      new Promise<Extract<ToParent, { type: T }>>((resolve) =>
        child.on("message", (m: ToParent) => m.type === type && resolve(m as Extract<ToParent, { type: T }>)),
      ),
      exited,
    ]);
  const order = (message: ToChild) => child.send(message);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 250);
  try {
    const before = process.memoryUsage().rss;
    order({ type: "connect", url, headquarter: session.headquarter, deskToken: session.access, couriers, windowMs: CONNECT_WINDOW_MS });
    const connected = await next("connected");
    const rssConnected = process.memoryUsage().rss;
    console.log(
      `(c) ${connected.connected}/${couriers.length} courier sockets in ${connected.connectSeconds.toFixed(1)} s` +
        `${connected.failed ? ` (${connected.failed} failed: ${connected.firstError})` : ""}`,
    );
    const located = [];
    const clientsCpu = () => (child.pid === undefined ? 0 : usageOf(child.pid).cpu);
    for (const { via } of WAYS) {
      const database = await meterDatabase(db);
      const from = { api: usageOf(process.pid).cpu, loop: mainThreadCpu(), clients: clientsCpu() };
      order({ type: "locations", seconds: LOCATION_SECONDS, via });
      const run = await next("located");
      const cpu = {
        api: usageOf(process.pid).cpu - from.api,
        loop: mainThreadCpu() - from.loop,
        database: await database(),
        clients: clientsCpu() - from.clients,
      };
      located.push({ ...run, cpu });
    }
    return { connected, located, rss: { before, connected: rssConnected, peak } };
  } finally {
    clearInterval(sampler);
    order({ type: "close" });
    await stopChild(child, 5_000);
  }
}

function printFleet(bare: Row, { connected, located, rss }: FleetFigures) {
  const heard = connected.deskHeardSeconds === null ? "never (some not heard within 30 s)" : `${connected.deskHeardSeconds.toFixed(2)} s`;
  console.log(`
(c) ${SOCKETS.toLocaleString("en")} courier sockets opening over ${CONNECT_WINDOW_MS / 1000} s`);
  console.log(
    `    connected ${connected.connected}, failed ${connected.failed}; last handshake done at ${connected.connectSeconds.toFixed(2)} s`,
  );
  console.log(
    `    desk socket heard ${connected.heard} couriers (headquarters:connect), the last connected one at ${heard} from the first handshake`,
  );
  console.log(`    server RSS: ${mb(rss.before)} before, ${mb(rss.connected)} with the sockets, ${mb(rss.peak)} peak (locations included)`);
  for (const [i, run] of located.entries()) printLocations(bare, connected.connected, WAYS[i].call, run);
}

function printLocations(bare: Row, couriers: number, call: string, located: FleetFigures["located"][number]) {
  const latency = [...located.latencyMs].sort((a, b) => a - b);
  const lag = [...located.lagMs].sort((a, b) => a - b);
  const pointsPerSecond = located.accepted / located.seconds;
  console.log(`
(d) location ingestion by ${call}: ${couriers} couriers × 1 Hz for ${LOCATION_SECONDS} s (1 point per call)`);
  console.log(
    `    ${located.sent} calls, ${located.accepted} accepted (201), ${located.failed} failed` +
      `${located.firstError ? ` (${located.firstError})` : ""}, ${located.skipped} beats skipped (the courier's last call still out)`,
  );
  console.log(
    `    points/s accepted: ${pointsPerSecond.toFixed(0)} of ${(SOCKETS).toLocaleString("en")} offered — hello world did ${bare.requestsPerSecond.toFixed(0)} req/s (ratio ${(pointsPerSecond / bare.requestsPerSecond).toFixed(3)})`,
  );
  console.log(
    `    ${call} p50 ${percentile(latency, 50).toFixed(1)} ms, p99 ${percentile(latency, 99).toFixed(1)} ms — hello world p99 ${bare.p99Ms.toFixed(1)} ms`,
  );
  console.log(
    `    desk heard ${lag.length} MessengerLocationChange; lag from the point's time p50 ${percentile(lag, 50).toFixed(0)} ms, p99 ${percentile(lag, 99).toFixed(0)} ms, max ${(lag.at(-1) ?? Number.NaN).toFixed(0)} ms`,
  );
  printLocationFloor(located.cpu, located.accepted);
}

/** The machine's floor for the row: what a point costs the API and the database, and the most two cores could ingest. */
function printLocationFloor(cpu: LocationCpu, points: number) {
  const ms = (seconds: number) => ((1000 * seconds) / Math.max(points, 1)).toFixed(3);
  const { msEach, ceilingPerSecond } = cpuFloor(cpu.api + cpu.database, points);
  const budgetMs = (1000 * availableParallelism()) / LOCATION_GOAL_PER_SECOND;
  console.log(
    `    CPU a point: API ${ms(cpu.api)} ms (its process; its event loop's thread ${ms(cpu.loop)} ms) + database ${ms(cpu.database)} ms; the fleet's clients ${ms(cpu.clients)} ms`,
  );
  console.log(
    `    API + database ${msEach.toFixed(3)} ms a point: at most ${ceilingPerSecond.toFixed(0)} points/s on this machine's ${availableParallelism()} cores with nothing else running` +
      ` (${LOCATION_GOAL_PER_SECOND.toLocaleString("en")}/s needs ≤ ${budgetMs.toFixed(2)} ms)`,
  );
}

const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-couriers-"));
const hello = await helloWorld();
const api = await despacho(dataDir);
try {
  const seedSeconds = await seedCouriers(api.database.db, "Bogotá", COURIERS);
  const session = await signIn(api.url);
  const bare = await measure("(a) Fastify hello world", { url: hello.url, ...LOAD });
  const searchAt = (name: string, path: string) =>
    measure(
      name,
      {
        url: api.url,
        headers: authHeaders(session),
        requests: SEARCHES.map((q) => ({ method: "GET" as const, path: `${path}?q=${encodeURIComponent(q)}` })),
        ...LIST_LOAD,
      },
      { meter: { cpu: mainThreadCpu, db: api.database.db } },
    );
  const rows = [bare];
  let health: HealthUnderLoad | undefined;
  if (PARTS.includes("lists")) {
    rows.push(await searchAt("(b) GET /api/users/messengers/?q=… (10 per page)", "/api/users/messengers/"));
    rows.push(await searchAt("(b2) GET /api/users/messengers/affiliated/?q=…", "/api/users/messengers/affiliated/"));
  }
  if (PARTS.includes("health")) {
    const paths = Array.from(
      { length: CONCURRENT_SEARCHES },
      (_, i) =>
        `/api/users/messengers/?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}&offset=${10 * Math.floor(i / SEARCHES.length)}`,
    );
    health = await healthWhileSearching(api.url, paths, authHeaders(session));
  }
  printTable(rows, seedSeconds, api.kind);
  if (health) printHealth(health);
  if (rows.some((r) => r.failures > 0) || (health && health.failures + health.searchFailures > 0)) process.exitCode = 1;
  if (SOCKETS > 0 && PARTS.includes("fleet")) {
    const { soft } = openFileLimits();
    if (soft < FDS)
      console.warn(`warning: open files soft limit ${soft} is below the ${FDS} that ${SOCKETS} couriers need in this process`);
    const fleet = await courierFleet(api.url, api.database.db, session, await seedFleet(api.database.db));
    printFleet(bare, fleet);
    if (fleet.connected.failed > 0 || fleet.connected.deskHeardSeconds === null) process.exitCode = 1;
  }
} finally {
  await hello.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
