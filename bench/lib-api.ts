// Helpers shared by the benchmarks: the load generator, the bare Fastify baseline, the real app
// in-process and the demo admin's sign-in.
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { APP_CLIENT_HEADER, APP_CLIENT_NAME, HEADQUARTER_HEADER } from "@despacho/domain";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { seedDemo } from "../apps/api/src/seed/demo.js";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-data.js";
import { meterDatabase } from "./lib-cpu.js";

// The same load for the baseline and the app, so their ratio is the cost of auth, tenancy,
// validation and the query.
export const LOAD = { duration: 10, connections: 50, pipelining: 1 };
export const WARM_UP_SECONDS = 1;

export interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Responses with a 2xx status. */
  ok: number;
  /** Requests autocannon gave up on (the server may still have done them). */
  timeouts: number;
  /** With a `meter`: the CPU seconds the API and its database's backends spent in the measured run. */
  cpu?: { api: number; database: number };
}

/** What `measure` meters: the API's CPU seconds so far (cpuOfApp for an app in this process) and its database. */
export interface Meter {
  cpu(): number;
  db: Database["db"];
}

/**
 * autocannon in a worker thread, so the load generator does not share the servers' event loop.
 * `beforeMeasure` runs after the warm-up and before the measured run; `meter` meters the API's CPU and its database's.
 */
export async function measure(
  scenario: string,
  options: autocannon.Options,
  { warmUp = true, beforeMeasure, meter }: { warmUp?: boolean; beforeMeasure?: () => Promise<void>; meter?: Meter } = {},
): Promise<Row> {
  if (warmUp) await autocannon({ ...options, duration: WARM_UP_SECONDS, workers: 1 });
  await beforeMeasure?.();
  const database = meter ? await meterDatabase(meter.db) : null;
  const apiFrom = meter?.cpu() ?? 0;
  const result = await autocannon({ ...options, workers: 1 });
  const cpu = meter && database ? { api: meter.cpu() - apiFrom, database: await database() } : undefined;
  return {
    cpu,
    scenario,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    ok: result["2xx"],
    timeouts: result.timeouts,
  };
}

/** A bare Fastify at /: the classic hello world, or `body` (JSON bytes) as they are. */
export async function helloWorld(body?: Buffer) {
  const app = Fastify({ logger: false });
  if (body) app.get("/", (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
  else app.get("/", async () => ({ hello: "world" }));
  return { url: await app.listen({ port: 0, host: "127.0.0.1" }), close: () => app.close() };
}

export interface RunningApi {
  url: string;
  /** The app itself (it runs in this process). */
  app: FastifyInstance;
  kind: Database["kind"];
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app in this process on `database` (already migrated and seeded), listening on a
 * free port. The access token lives an hour so a long run never sees it expire.
 */
export async function startApp(
  database: Database,
  opts: { dataDir: string; databaseUrl?: string; closeDatabase?: boolean; readCacheTtlMs?: number },
): Promise<RunningApi> {
  const config = loadConfig(process.env, {
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    redisUrl: undefined,
    smtpUrl: undefined,
    jwtSecret: BENCH_JWT_SECRET,
    accessTokenTtlSeconds: 3600,
    logLevel: "warn",
    loginRateLimit: 1_000_000,
    ...(opts.readCacheTtlMs === undefined ? {} : { readCacheTtlMs: opts.readCacheTtlMs }),
  });
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    app,
    kind: database.kind,
    database,
    close: async () => {
      await app.close();
      if (opts.closeDatabase !== false) await database.close();
    },
  };
}

export const BENCH_JWT_SECRET = "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** The real app on the embedded server of dataDir, or on databaseUrl (an empty database: the demo data is seeded). */
export async function despacho(dataDir: string, databaseUrl = process.env.BENCH_DATABASE_URL || undefined): Promise<RunningApi> {
  const database = await openDatabase({ url: databaseUrl, dir: dataDir });
  await database.migrate();
  await seedDemo(database.db);
  return startApp(database, { dataDir, databaseUrl });
}

export const loginBody = JSON.stringify({ username: "admin", password: DEMO_PASSWORD });
export const client = { [APP_CLIENT_HEADER]: APP_CLIENT_NAME };

export interface Session {
  access: string;
  refresh: string;
  headquarter: string;
}

/** The demo admin, working in Bogotá. */
export async function signIn(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/users/token/`, {
    method: "POST",
    headers: { ...client, "content-type": "application/json" },
    body: loginBody,
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  const headquarters = (await (
    await fetch(`${url}/api/users/active-headquarters/`, { headers: { ...client, authorization: `Bearer ${access}` } })
  ).json()) as { uuid: string; name: string }[];
  const bogota = headquarters.find((h) => h.name === "Bogotá");
  if (!bogota) throw new Error("no Bogotá headquarter in the demo data");
  return { access, refresh, headquarter: bogota.uuid };
}

/** Headers of an authenticated call in the session's headquarter. */
export const authHeaders = (session: Session) => ({
  ...client,
  authorization: `Bearer ${session.access}`,
  [HEADQUARTER_HEADER]: session.headquarter,
});
