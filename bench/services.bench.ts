// Services under load: a seeded history of services (1,000,000 on PostgreSQL, 100,000 on the embedded server;
// BENCH_SERVICES=<n> overrides), the desktop list, sustained creation and the socket fan-out of
// a status change to 2,000 staff clients, on one node and (PostgreSQL + REDIS_URL) on two nodes
// through Redis. Every throughput is compared with a bare Fastify hello world measured in the
// same run with the same autocannon settings. BENCH_SERVICES_PARTS=health,list,create,fanout chooses the parts (all by
// default): /api/health while 200 of the desk's searches run (issue 21's health row), the desk list, the creation, the
// fan-out (with the outbox's drain and the two nodes). The outbox holds BENCH_OUTBOX_HISTORY handled events (100,000)
// before any load, as a running system's does.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { DOMAIN_EVENTS, type DomainEvent, EVENTS, type ServiceStatus } from "@despacho/domain";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { recordEvents } from "../apps/api/src/plugins/domain-events.js";
import { seedDemo } from "../apps/api/src/seed/demo.js";
import { freshPostgresDatabase } from "../apps/api/src/test/harness.js";
import type { FanoutConfig, ToChild, ToParent } from "./fanout-clients.js";
import {
  authHeaders,
  BENCH_JWT_SECRET,
  helloWorld,
  LOAD,
  type Meter,
  measure,
  type Row,
  type Session,
  signIn,
  startApp,
} from "./lib-api.js";
import { Cleanup, openFileLimits, residentBytes, spawnNode, startApiNode, statementsOf, stopChild } from "./lib-processes.js";
import { cpuNote, mainThreadCpu, usageOf } from "./lib-cpu.js";
import { healthWhileSearching } from "./lib-health.js";
import { countServices, firstRow, seedOutboxHistory, seedServices, serviceCreationBody } from "./lib-seed-services.js";
import { percentile } from "./lib-latency.js";

const databaseServer = process.env.BENCH_DATABASE_URL || undefined;
const redisUrl = process.env.REDIS_URL || undefined;
const onPostgres = Boolean(databaseServer);
const SERVICES = Number(process.env.BENCH_SERVICES ?? (onPostgres ? 1_000_000 : 100_000));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
// Pause after each change, so each one is timed alone (its services:count-change follows 200 ms later).
const CHANGE_GAP_MS = Number(process.env.BENCH_CHANGE_GAP_MS ?? 500);
const OUTBOX_EVENTS = Number(process.env.BENCH_OUTBOX_EVENTS ?? 20_000);
// Handled events the outbox holds before any load (its 24 h retention keeps them): BENCH_OUTBOX_HISTORY=<n>.
const OUTBOX_HISTORY = Number(process.env.BENCH_OUTBOX_HISTORY ?? 100_000);
/** Which parts to run (all by default); the API processes of their own start only for a part past health. */
const PARTS = (process.env.BENCH_SERVICES_PARTS ?? "health,list,create,fanout").split(",");
// BENCH_API_CPU_PROF=<folder>: the measured API process writes a V8 CPU profile there when it stops (node --cpu-prof).
const API_CPU_PROF = process.env.BENCH_API_CPU_PROF || undefined;
// BENCH_LOG_STATEMENTS=1 (PostgreSQL): the API processes' statements go to the server's log with their durations
// (log_min_duration_statement = 0 on the fresh database, set before they connect), for a breakdown by statement.
const LOG_STATEMENTS = process.env.BENCH_LOG_STATEMENTS === "1";
const HEADQUARTER = "Bogotá";
// Sockets per process: clients + the server side of them + files, pipes and the pool.
const FDS = CLIENTS * 2 + 1_000;

// Issue 21's goals (the cached list's is the services issue's).
const TARGETS = {
  listRatio: 0.4,
  uncachedListOfCeiling: 0.25,
  uncachedListP99Ms: 20,
  createdPerSecond: 2_000,
  createP99Ms: 50,
  fanoutP99Ms: 150,
  healthUnderSearchesP99Ms: 50,
  apiRssMb: 250,
};
const CONCURRENT_SEARCHES = 200;

const wallClock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (...args: unknown[]) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]`, ...args);

interface Figure {
  figure: string;
  value: string;
  ratio: string;
  target: string;
  met: string;
}
const figures: Figure[] = [];
const figure = (f: Figure) => {
  figures.push(f);
  log(`${f.figure}: ${f.value}${f.ratio !== "—" ? ` (${f.ratio} hello world)` : ""}`);
};
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

/**
 * One way of changing a service that the desks then hear of: `change` makes the change and answers the wall-clock
 * time latencies count from.
 */
interface ChangeWay {
  label: string;
  change(uuid: string): Promise<number>;
}

interface FanoutResult {
  label: string;
  clients: number;
  connectSeconds: number;
  deliveries: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  perNodeP99: number[];
  /** The resident memory of the API process the clients joined, before they joined and once they had. */
  rssBefore: number;
  rssWithClients: number;
}

/** A service in by_assign, created through the API (so the change is a real transition). */
async function createService(url: string, session: Session, body: string): Promise<string> {
  const response = await fetch(`${url}/api/services/`, {
    method: "POST",
    headers: { ...authHeaders(session), "content-type": "application/json" },
    body,
  });
  if (response.status !== 201) throw new Error(`POST /api/services/: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** A cancellation through the API, timed from just before its HTTP call. */
function cancelThrough(changeUrl: string, session: Session): ChangeWay {
  return {
    label: "PATCH …/cancel/",
    async change(uuid) {
      const sentAt = wallClock();
      const response = await fetch(`${changeUrl}/api/services/${uuid}/cancel/`, {
        method: "PATCH",
        headers: { ...authHeaders(session), "content-type": "application/json" },
        body: "{}",
      });
      if (!response.ok) throw new Error(`PATCH cancel: ${response.status} ${await response.text()}`);
      return sentAt;
    },
  };
}

/**
 * Commit to desk on the in-process node, each timed from the moment its transaction committed: an edit of the
 * service (its version) committed, then told to the desks as before the outbox (a direct emit after the commit),
 * through the outbox as a route does (the event recorded in the transaction, then dispatched), and through the outbox
 * as another node's commit (no dispatch: this node wakes on the NOTIFY of the commit).
 */
function commitWays(app: FastifyInstance): ChangeWay[] {
  const edit = (uuid: string, recorded: boolean) =>
    app.db.transaction(async (tx) => {
      const row = await serviceRow(tx, `update services set version = version + 1, updated_at = now() where id = '${uuid}'`);
      if (recorded) await recordEvents(tx, [serviceChanged(row)]);
      return row;
    });
  return [
    {
      label: "commit → desk, direct emit (before the outbox)",
      async change(uuid) {
        const row = await edit(uuid, false);
        const committedAt = wallClock();
        const payload = { uuid, status: row.status, consecutive: Number(row.consecutive), messenger: row.messenger_id };
        app.realtime.toHeadquarter(row.headquarter_id, EVENTS.serviceChange, payload, row.created_by);
        return committedAt;
      },
    },
    {
      label: "commit → desk, outbox dispatched by the route",
      async change(uuid) {
        await edit(uuid, true);
        const committedAt = wallClock();
        await app.events.dispatch();
        return committedAt;
      },
    },
    {
      label: "commit → desk, outbox woken by NOTIFY",
      async change(uuid) {
        await edit(uuid, true);
        return wallClock();
      },
    },
  ];
}

interface ServiceRow {
  id: string;
  headquarter_id: string;
  status: ServiceStatus;
  consecutive: string;
  messenger_id: string | null;
  created_by: string | null;
}

/** The service row a statement (an update, a select) of the bench's own reaches. */
async function serviceRow(db: Pick<FastifyInstance["db"], "execute">, statement: string): Promise<ServiceRow> {
  const answer = (await db.execute(
    `${statement} returning id, headquarter_id, status, consecutive, messenger_id, created_by`,
  )) as unknown as {
    rows: ServiceRow[];
  };
  return answer.rows[0];
}

const serviceChanged = (row: ServiceRow): DomainEvent => ({
  name: DOMAIN_EVENTS.serviceChanged,
  headquarter: row.headquarter_id,
  payload: {
    service: row.id,
    status: row.status,
    consecutive: Number(row.consecutive),
    owner: row.created_by,
    action: "edit",
    previous_status: row.status,
    messenger: row.messenger_id,
    previous_messenger: row.messenger_id,
  },
});

/**
 * CLIENTS socket.io clients in a child process, spread over `urls`; then, for each way, CHANGES changes of services
 * made through `changeUrl`, one at a time, each timed from the way's stamp to the receipt of its services:change by
 * every client.
 */
async function fanout(
  urls: string[],
  changeUrl: string,
  session: Session,
  createBody: string,
  ways: ChangeWay[],
  rss: () => number,
): Promise<FanoutResult[]> {
  // The services to change exist before the clients connect: their services:new is not measured.
  const targets = new Map<ChangeWay, string[]>();
  for (const way of ways) {
    const uuids: string[] = [];
    for (let i = 0; i < CHANGES; i++) uuids.push(await createService(changeUrl, session, createBody));
    targets.set(way, uuids);
  }
  const rssBefore = rss();
  const config: FanoutConfig = { urls, clients: CLIENTS, token: session.access, headquarter: session.headquarter };
  const child: ChildProcess = spawnNode("bench/fanout-clients.ts", { env: { FANOUT_CONFIG: JSON.stringify(config) }, fds: FDS, ipc: true });
  const removeCleanup = cleanup.add("socket clients", () => stopChild(child, 5_000));
  const waiting = new Map<string, (m: Extract<ToParent, { type: "delivered" }>) => void>();
  let ready: ((m: Extract<ToParent, { type: "ready" }>) => void) | null = null;
  child.on("message", (m: ToParent) => {
    if (m.type === "ready") ready?.(m);
    else waiting.get(m.uuid)?.(m);
  });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`socket client process exited (${code})`);
  });
  exited.catch(() => undefined);
  try {
    const hello = await Promise.race([new Promise<Extract<ToParent, { type: "ready" }>>((r) => (ready = r)), exited]);
    log(
      `${hello.connected}/${CLIENTS} clients joined in ${hello.seconds.toFixed(1)} s${hello.failed ? ` (${hello.failed} failed: ${hello.firstError})` : ""}`,
    );
    if (hello.connected === 0) throw new Error(`no socket client connected: ${hello.firstError}`);
    await sleep(500);
    const rssWithClients = rss();
    // The ways take turns, one change each, so a busy moment of the machine falls on all of them alike.
    const tallies = ways.map(() => ({ latencies: [] as number[], perNode: urls.map(() => [] as number[]), deliveries: 0 }));
    for (let i = 0; i < CHANGES; i++) {
      for (const [w, way] of ways.entries()) {
        const uuid = targets.get(way)?.[i] ?? "";
        const tally = tallies[w];
        const delivered = new Promise<Extract<ToParent, { type: "delivered" }>>((r) => waiting.set(uuid, r));
        const timer = setTimeout(() => child.send({ type: "collect", uuid } satisfies ToChild), 10_000);
        const from = await way.change(uuid);
        const got = await Promise.race([delivered, exited]);
        clearTimeout(timer);
        waiting.delete(uuid);
        tally.deliveries += got.times.length;
        got.times.forEach((t, n) => {
          tally.latencies.push(t - from);
          tally.perNode[got.nodes[n]].push(t - from);
        });
        await sleep(CHANGE_GAP_MS);
      }
    }
    const results: FanoutResult[] = ways.map((way, w) => {
      const { latencies, perNode, deliveries } = tallies[w];
      latencies.sort((a, b) => a - b);
      return {
        label: way.label,
        clients: hello.connected,
        connectSeconds: hello.seconds,
        deliveries,
        expected: hello.connected * CHANGES,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
        rssBefore,
        rssWithClients,
        perNodeP99: perNode.map((l) =>
          percentile(
            l.sort((a, b) => a - b),
            99,
          ),
        ),
      };
    });
    return results;
  } finally {
    if (child.connected) child.send({ type: "close" } satisfies ToChild);
    await stopChild(child, 5_000);
    removeCleanup();
  }
}

/** The API a figure measures: its address, its process's memory and the statements it has sent (null: not counted). */
interface MeasuredApi extends Meter {
  url: string;
  /** "own process", or "in-process" on the embedded server, which belongs to the bench's process. */
  where: string;
  rss(): number;
  statements(): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, an API process of its own (its bundle, as `npm start` runs it): its RSS is the API's alone and
 * its statements are counted (lib-count-statements.mjs). The embedded server belongs to this process: there the app
 * runs in it, and its RSS includes the bench's driver.
 */
async function measuredApi(
  database: Database,
  dataDir: string,
  databaseUrl: string | undefined,
  readCacheTtlMs?: number,
): Promise<MeasuredApi> {
  if (databaseUrl) {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: "",
      JWT_SECRET: BENCH_JWT_SECRET,
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL_SECONDS: "3600",
      LOGIN_RATE_LIMIT: "1000000",
      ...(readCacheTtlMs === undefined ? {} : { READ_CACHE_TTL_MS: String(readCacheTtlMs) }),
    };
    const profiled = API_CPU_PROF && readCacheTtlMs === undefined;
    const nodeFlags = profiled ? ["--cpu-prof", `--cpu-prof-dir=${API_CPU_PROF}`] : [];
    const node = await startApiNode(env, FDS, { countStatements: true, nodeFlags });
    const pid = node.child.pid ?? 0;
    return {
      url: node.url,
      where: "own process",
      rss: () => residentBytes(pid),
      cpu: () => usageOf(pid).cpu,
      db: database.db,
      statements: () => statementsOf(node),
      close: () => stopChild(node.child),
    };
  }
  const app = await startApp(database, { dataDir, closeDatabase: false, readCacheTtlMs });
  return {
    url: app.url,
    where: "in-process",
    rss: () => process.memoryUsage().rss,
    cpu: mainThreadCpu,
    db: database.db,
    statements: async () => null,
    close: () => app.close(),
  };
}

/** `measure` of an API, metered, with the statements it sent per request during the measured run (null: not counted). */
async function measureApi(
  api: MeasuredApi,
  scenario: string,
  options: Parameters<typeof measure>[1],
  beforeMeasure?: () => Promise<void>,
): Promise<Row & { statementsPerRequest: number | null }> {
  let before: number | null = null;
  const row = await measure(scenario, options, {
    beforeMeasure: async () => {
      await beforeMeasure?.();
      before = await api.statements();
    },
    meter: api,
  });
  const after = await api.statements();
  const requests = row.ok + row.failures;
  return { ...row, statementsPerRequest: before === null || after === null || requests === 0 ? null : (after - before) / requests };
}

function printFinal(kind: string) {
  const header = ["figure", "value", "ratio to hello", "target", "met"];
  const rows = figures.map((f) => [f.figure, f.value, f.ratio, f.target, f.met]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(
    `\nServices benchmark — node ${process.version}, ${kind}, ${SERVICES.toLocaleString("en")} seeded services, ${CLIENTS} socket clients`,
  );
  console.log(`fan-out: ${CHANGES} changes each way, ${CHANGE_GAP_MS} ms apart (BENCH_CHANGE_GAP_MS), websocket transport`);
  console.log(
    `HTTP load: ${LOAD.duration} s, ${LOAD.connections} connections, pipelining ${LOAD.pipelining} (after a 1 s warm-up), autocannon in a worker thread\n`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
  console.log("\nratio: req/s ÷ hello-world req/s for throughputs; ms ÷ hello-world p99 ms for latencies (how many hello-world p99s).");
  console.log(
    "fan-out latency: from just before the PATCH …/cancel/ (or from the commit, for the commit → desk ways) to each\n" +
      "client's receipt of services:change; both stamps are\n" +
      "performance.timeOrigin + performance.now() in their own process (same system clock, sub-millisecond resolution;\n" +
      "the two processes' origins can disagree by up to ~1 ms), so figures are good to about a millisecond.",
  );
}

const started = performance.now();
const cleanup = new Cleanup();
cleanup.onSignals();

try {
  const { soft, hard } = openFileLimits();
  log(`open files: soft ${soft}, hard ${hard}; children get ulimit -n ${Math.min(FDS, hard)}`);
  if (soft < FDS && hard < FDS) console.warn(`warning: the hard open-files limit ${hard} is below the ${FDS} that ${CLIENTS} sockets need`);

  // The database: a fresh one on the server (dropped at the end), or the embedded server in a temporary folder.
  const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-services-"));
  cleanup.add("data dir", () => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (databaseServer) {
    const fresh = await freshPostgresDatabase(databaseServer);
    cleanup.add("drop database", () => fresh.drop());
    databaseUrl = fresh.url;
    log(`fresh database ${new URL(fresh.url).pathname.slice(1)} on ${new URL(databaseServer).host}`);
  }
  const database = await openDatabase({ url: databaseUrl, dir: dataDir });
  const closeDatabase = cleanup.add("close database", () => database.close());
  await database.migrate();
  await seedDemo(database.db);

  const hello = await helloWorld();
  cleanup.add("hello world", () => hello.close());

  log(`seeding ${SERVICES.toLocaleString("en")} services in ${HEADQUARTER} (${database.kind})…`);
  const seeded = await seedServices(database.db, HEADQUARTER, SERVICES, onPostgres ? 250_000 : 25_000);
  log(
    `by status: ${Object.entries(seeded.byStatus)
      .map(([s, n]) => `${s} ${n}`)
      .join(", ")}`,
  );
  figure({
    figure: `seed ${SERVICES.toLocaleString("en")} services + ${(2 * SERVICES).toLocaleString("en")} locations`,
    value: `${seeded.seconds.toFixed(1)} s (+ vacuum analyze ${seeded.vacuumSeconds.toFixed(1)} s)`,
    ratio: "—",
    target: "—",
    met: "—",
  });

  // The app in this process (the commit → desk ways and the outbox drain need its internals); the database stays open
  // for the checks and the two-node phase. The list, the creation and the API's memory are measured on `measured`,
  // with the read cache, and `uncached`, without it (in processes of their own on PostgreSQL).
  if (LOG_STATEMENTS && databaseUrl) {
    await database.db.execute(`alter database ${new URL(databaseUrl).pathname.slice(1)} set log_min_duration_statement = 0`);
  }
  const api = await startApp(database, { dataDir, databaseUrl, closeDatabase: false });
  const stopApp = cleanup.add("in-process app", () => api.close());
  // Closed before the two nodes start (so it does not claim their events too), or at the end when they do not.
  let appOpen = true;
  const closeApp = async () => {
    if (!appOpen) return;
    appOpen = false;
    stopApp();
    await api.close();
  };
  // Its first dispatch registers the consumers; the outbox's history is then put behind their offsets.
  await api.app.events.dispatch();
  const { id: headquarterId } = await firstRow<{ id: string }>(database.db, `select id from headquarters where name = '${HEADQUARTER}'`);
  const historySeconds = await seedOutboxHistory(database.db, headquarterId, OUTBOX_HISTORY);
  log(`outbox: ${OUTBOX_HISTORY.toLocaleString("en")} handled events kept (${historySeconds.toFixed(1)} s)`);
  const bare = await measure("hello world", { url: hello.url, ...LOAD });
  figure({ figure: "hello world GET / req/s", value: bare.requestsPerSecond.toFixed(0), ratio: "1.00×", target: "—", met: "—" });
  figure({ figure: "hello world p99", value: `${bare.p99Ms.toFixed(1)} ms`, ratio: "1.00×", target: "—", met: "—" });
  const ratioRps = (r: number) => `${(r / bare.requestsPerSecond).toFixed(3)}×`;
  const ratioMs = (ms: number) => `${(ms / Math.max(bare.p99Ms, 1)).toFixed(1)}×`;
  const failures = (r: Row) => (r.failures ? ` (${r.failures} failures)` : "");

  // /api/health while the desk's searches run (issue 21's row), on an app in this process without the read cache.
  const healthUnderSearches = async (headers: Record<string, string>) => {
    // The database runs in its own process (docs/decisions/020), and the health check has a connection
    // of its own: the API stays responsive while the database is busy.
    const noCacheApi = await startApp(database, { dataDir, databaseUrl, closeDatabase: false, readCacheTtlMs: 0 });
    // Each search different, so no cache answers them; the searches and the prober in a worker thread (lib-health.ts).
    const health = await healthWhileSearching(
      noCacheApi.url,
      Array.from(
        { length: CONCURRENT_SEARCHES },
        (_, i) => `/api/services/?limit=25&status__in=by_assign&q=${encodeURIComponent(`cliente ${i}`)}`,
      ),
      headers,
    );
    await noCacheApi.close();
    if (health.failures + health.searchFailures > 0)
      throw new Error(`/api/health under load: ${health.failures} health calls and ${health.searchFailures} searches not answered 200`);
    figure({
      figure: `/api/health p99 while ${CONCURRENT_SEARCHES} searches run concurrently (${health.calls} calls in ${(health.loadMs / 1000).toFixed(1)} s; a burst's first call max ${health.firstCallMaxMs.toFixed(0)} ms, the others p99 ${health.othersP99Ms.toFixed(0)} ms; loop delay p99 ${health.loopDelayP99Ms.toFixed(0)} ms, max ${health.loopDelayMaxMs.toFixed(0)} ms)`,
      value: `${health.p99Ms.toFixed(1)} ms`,
      ratio: ratioMs(health.p99Ms),
      target: `≤ ${TARGETS.healthUnderSearchesP99Ms} ms`,
      met: verdict(health.p99Ms <= TARGETS.healthUnderSearchesP99Ms),
    });
  };

  if (PARTS.includes("health")) await healthUnderSearches(authHeaders(await signIn(api.url)));
  if (PARTS.some((part) => part !== "health")) {
    const [measured, uncached] = await Promise.all([
      measuredApi(database, dataDir, databaseUrl),
      measuredApi(database, dataDir, databaseUrl, 0),
    ]);
    for (const m of [measured, uncached]) cleanup.add(`measured API (${m.where})`, () => m.close());
    log(`list, creation and memory measured on the API ${measured.where}`);
    const session = await signIn(measured.url);
    const headers = authHeaders(session);
    const perRequest = (r: Awaited<ReturnType<typeof measureApi>>) =>
      `${r.statementsPerRequest === null ? "" : `, ${r.statementsPerRequest.toFixed(1)} statements/request`}${r.cpu ? `; ${cpuNote(r.cpu, r.ok + r.failures)}` : ""}`;

    if (PARTS.includes("list")) {
      // The desk's reads go through the headquarter cache (docs/decisions/004): the first figure is a
      // page many desks ask for between two changes; the second, the same app with READ_CACHE_TTL_MS=0,
      // is what every answer costs to compute (the first read after each change).
      for (const query of ["limit=25&status__in=by_assign", "limit=25&active_status=true"]) {
        // The ceiling for this answer's size: a bare Fastify sending the very same bytes.
        const bytes = Buffer.from(await (await fetch(`${measured.url}/api/services/?${query}`, { headers })).arrayBuffer());
        const same = await helloWorld(bytes);
        const ceiling = await measure(`bare Fastify, ${bytes.length} bytes`, { url: same.url, ...LOAD });
        await same.close();
        figure({
          figure: `bare Fastify sending the same ${bytes.length.toLocaleString("en")} bytes req/s`,
          value: ceiling.requestsPerSecond.toFixed(0),
          ratio: ratioRps(ceiling.requestsPerSecond),
          target: "—",
          met: "—",
        });
        for (const [label, target, cached] of [
          ["", measured, true],
          [" (no cache)", uncached, false],
        ] as const) {
          const list = await measureApi(target, `GET /api/services/?${query}${label}`, {
            url: `${target.url}/api/services/?${query}`,
            headers,
            ...LOAD,
          });
          const ratio = list.requestsPerSecond / bare.requestsPerSecond;
          const ofCeiling = list.requestsPerSecond / ceiling.requestsPerSecond;
          figure({
            figure: `list ?${query}${label} req/s`,
            value: `${list.requestsPerSecond.toFixed(0)}${failures(list)}${perRequest(list)}`,
            ratio: cached ? ratioRps(list.requestsPerSecond) : `${ofCeiling.toFixed(3)}× same bytes`,
            target: cached ? `≥ ${TARGETS.listRatio}× hello` : `≥ ${TARGETS.uncachedListOfCeiling}× same bytes`,
            met: verdict(list.failures === 0 && (cached ? ratio >= TARGETS.listRatio : ofCeiling >= TARGETS.uncachedListOfCeiling)),
          });
          figure({
            figure: `list ?${query}${label} p99`,
            value: `${list.p99Ms.toFixed(1)} ms`,
            ratio: ratioMs(list.p99Ms),
            target: cached ? "—" : `≤ ${TARGETS.uncachedListP99Ms} ms`,
            met: cached ? "—" : verdict(list.p99Ms <= TARGETS.uncachedListP99Ms),
          });
        }
      }
    }

    const createBody = await serviceCreationBody(database.db, session.headquarter);
    // The count once no creation is in flight any more (requests cut off by autocannon still commit).
    const settledCount = async () => {
      let last = await countServices(database.db, session.headquarter);
      for (let i = 0; i < 60; i++) {
        await sleep(500);
        const now = await countServices(database.db, session.headquarter);
        if (now === last) return now;
        last = now;
      }
      return last;
    };
    if (PARTS.includes("create")) {
      let before = 0;
      const creation = await measureApi(
        measured,
        "POST /api/services/",
        {
          url: `${measured.url}/api/services/`,
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: createBody,
          ...LOAD,
        },
        async () => {
          before = await settledCount();
        },
      );
      const after = await settledCount();
      const createdPerSecond = creation.ok / LOAD.duration;
      const delta = after - before;
      // Exact unless requests were cut off: at most one in flight per connection at the end, plus
      // the ones autocannon timed out on (the server finishes them anyway).
      const slack = LOAD.connections + creation.timeouts;
      const countOk = delta >= creation.ok && delta - creation.ok <= slack;
      const countCheck =
        delta === creation.ok
          ? `count +${delta} = ${creation.ok} 201s`
          : `count +${delta}, ${creation.ok} 201s (+${delta - creation.ok}: cut off/timed out, ≤ ${slack} allowed)`;
      figure({
        figure: "create POST /api/services/ created/s",
        value: `${createdPerSecond.toFixed(0)}${failures(creation)}${perRequest(creation)}`,
        ratio: ratioRps(createdPerSecond),
        target: `≥ ${TARGETS.createdPerSecond.toLocaleString("en")}/s`,
        met: verdict(createdPerSecond >= TARGETS.createdPerSecond && creation.failures === 0 && countOk),
      });
      figure({
        figure: "create p99",
        value: `${creation.p99Ms.toFixed(1)} ms`,
        ratio: ratioMs(creation.p99Ms),
        target: `≤ ${TARGETS.createP99Ms} ms`,
        met: verdict(creation.p99Ms <= TARGETS.createP99Ms),
      });
      figure({ figure: "create: services count check", value: countCheck, ratio: "—", target: "count = 201s", met: verdict(countOk) });
    }

    if (PARTS.includes("fanout")) {
      // Fan-out on one node, clients in another process: the measured API's cancellations (and its memory with the clients
      // joined), then the commit → desk ways of the in-process app.
      log(`fan-out, one node: ${CLIENTS} clients, ${CHANGES} changes each way…`);
      const [cancelled] = await fanout([measured.url], measured.url, session, createBody, [cancelThrough(measured.url, session)], () =>
        measured.rss(),
      );
      await Promise.all([measured.close(), uncached.close()]);
      const committed = await fanout([api.url], api.url, session, createBody, commitWays(api.app), () => process.memoryUsage().rss);
      const fanoutFigures = (label: string, f: FanoutResult, target: boolean) => {
        const complete = f.deliveries === f.expected;
        figure({
          figure: `fan-out ${label} p50`,
          value: `${f.p50.toFixed(1)} ms`,
          ratio: ratioMs(f.p50),
          target: "—",
          met: "—",
        });
        figure({
          figure: `fan-out ${label} p99`,
          value: `${f.p99.toFixed(1)} ms (max ${f.max.toFixed(0)})`,
          ratio: ratioMs(f.p99),
          target: target ? `≤ ${TARGETS.fanoutP99Ms} ms` : "—",
          met: target ? verdict(f.p99 <= TARGETS.fanoutP99Ms && complete) : "—",
        });
        figure({
          figure: `fan-out ${label} deliveries`,
          value: `${f.deliveries}/${f.expected}${f.perNodeP99.length > 1 ? `, p99 A ${f.perNodeP99[0].toFixed(0)} / B ${f.perNodeP99[1].toFixed(0)} ms` : ""}`,
          ratio: "—",
          target: "all",
          met: verdict(complete),
        });
      };
      fanoutFigures(`1 node (${api.kind}, ${measured.where}), ${cancelled.label}`, cancelled, true);
      for (const f of committed) fanoutFigures(`1 node (${api.kind}, in-process), ${f.label}`, f, true);
      figure({
        figure: `API process RSS with ${cancelled.clients} desk sockets (${measured.where})`,
        value: `${(cancelled.rssWithClients / 1_048_576).toFixed(0)} MB (${(cancelled.rssBefore / 1_048_576).toFixed(0)} MB before them)`,
        ratio: "—",
        target: `≤ ${TARGETS.apiRssMb} MB`,
        met: verdict(cancelled.rssWithClients / 1_048_576 <= TARGETS.apiRssMb),
      });

      // Events/s through the outbox: OUTBOX_EVENTS service changes committed in one transaction (so no consumer starts
      // before the clock), then drained through every consumer side by side (the socket fan-out and the geozone queues),
      // woken by the commit's NOTIFY and the dispatch asked here; timed until both consumers' offsets passed the last one.
      const sample = await serviceRow(
        database.db,
        `update services set updated_at = updated_at where id = (select id from services where headquarter_id = '${session.headquarter}' limit 1)`,
      );
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < OUTBOX_EVENTS; i += 1_000)
          await recordEvents(
            tx,
            Array.from({ length: Math.min(1_000, OUTBOX_EVENTS - i) }, () => serviceChanged(sample)),
          );
      });
      const drainStarted = performance.now();
      await api.app.events.dispatch();
      const drainSeconds = (performance.now() - drainStarted) / 1000;
      const behind = await firstRow<{ consumers: string }>(
        database.db,
        // The consumers of service.changed (the fake-location check has no business with it and stays where it was).
        `select count(*) as consumers from domain_event_consumers
         where '${DOMAIN_EVENTS.serviceChanged}' = any(names) and last_id < (select max(id) from domain_events)`,
      );
      figure({
        figure: `outbox: ${OUTBOX_EVENTS.toLocaleString("en")} events drained by 2 consumers side by side`,
        value: `${(OUTBOX_EVENTS / drainSeconds).toFixed(0)} events/s (${drainSeconds.toFixed(2)} s)`,
        ratio: "—",
        target: "every consumer done",
        met: verdict(Number(behind.consumers) === 0),
      });

      await closeApp();

      if (onPostgres && redisUrl && databaseUrl) {
        log("fan-out, two nodes through Redis: starting two API processes…");
        const env = {
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          JWT_SECRET: BENCH_JWT_SECRET,
          DATA_DIR: dataDir,
          ACCESS_TOKEN_TTL_SECONDS: "3600",
          LOGIN_RATE_LIMIT: "1000",
        };
        const nodes = await Promise.all([startApiNode(env, FDS), startApiNode(env, FDS)]);
        for (const node of nodes) cleanup.add("API node", () => stopChild(node.child));
        const [a, b] = nodes;
        const sessionA = await signIn(a.url);
        const [double] = await fanout([a.url, b.url], a.url, sessionA, createBody, [cancelThrough(a.url, sessionA)], () =>
          residentBytes(a.child.pid ?? 0),
        );
        fanoutFigures("2 nodes + Redis (change via A)", double, false);
      } else {
        const why = onPostgres
          ? "REDIS_URL is not set"
          : "the embedded server belongs to this process; BENCH_DATABASE_URL and REDIS_URL run two nodes";
        log(`fan-out on two nodes skipped: ${why}`);
        figures.push({
          figure: "fan-out 2 nodes + Redis",
          value: "skipped",
          ratio: "—",
          target: "—",
          met: "n/a",
        });
      }
    } else {
      await Promise.all([measured.close(), uncached.close()]);
    }
  }
  await closeApp();

  closeDatabase();
  await database.close();
  printFinal(
    onPostgres ? `PostgreSQL ${new URL(databaseServer ?? "").host}${redisUrl ? " + Redis" : ""}` : "embedded PostgreSQL (temporary)",
  );
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (figures.some((f) => f.met === "NOT met"))
    console.log("some targets not met (see the table); exit code stays 0 unless a request failed");
  if (figures.some((f) => f.value.includes("failures"))) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup.runAll();
}
