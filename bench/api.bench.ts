import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import { APP_CLIENT_HEADER, APP_CLIENT_NAME, HEADQUARTER_HEADER } from "@despacho/domain";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/client.js";
import { seedDemo } from "../apps/api/src/seed/demo.js";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-data.js";

// Same load for (a) and (b) so their ratio is the cost of auth, tenancy, validation and the query.
const LOAD = { duration: 10, connections: 50, pipelining: 1 };
// Argon2 makes every login slow on purpose: a few hundred logins are enough for its p99. A count,
// not a duration, so no login is cut off in flight when the database closes after it.
const LOGIN_LOAD = { amount: 120, connections: 4, pipelining: 1 };
const WARM_UP_SECONDS = 1;

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

/** autocannon in a worker thread, so the load generator does not share the servers' event loop. */
async function measure(scenario: string, options: autocannon.Options, warmUp = true): Promise<Row> {
  if (warmUp) await autocannon({ ...options, duration: WARM_UP_SECONDS, workers: 1 });
  const result = await autocannon({ ...options, workers: 1 });
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function helloWorld() {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  return { url: await app.listen({ port: 0, host: "127.0.0.1" }), close: () => app.close() };
}

/** The real app on embedded PGlite in dataDir, or on BENCH_DATABASE_URL (an empty database: the demo data is seeded). */
async function despacho(dataDir: string) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openDatabase({ url: databaseUrl, dir: dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig(process.env, {
    dataDir,
    databaseUrl,
    redisUrl: undefined,
    jwtSecret: "bench-secret",
    logLevel: "warn",
    loginRateLimit: 1_000_000,
  });
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    kind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const login = JSON.stringify({ username: "admin", password: DEMO_PASSWORD });
const client = { [APP_CLIENT_HEADER]: APP_CLIENT_NAME };

async function signIn(url: string) {
  const response = await fetch(`${url}/api/users/token/`, {
    method: "POST",
    headers: { ...client, "content-type": "application/json" },
    body: login,
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  const { access } = (await response.json()) as { access: string };
  const headquarters = (await (
    await fetch(`${url}/api/users/active-headquarters/`, { headers: { ...client, authorization: `Bearer ${access}` } })
  ).json()) as { uuid: string; name: string }[];
  const bogota = headquarters.find((h) => h.name === "Bogotá");
  if (!bogota) throw new Error("no Bogotá headquarter in the demo data");
  return { access, headquarter: bogota.uuid };
}

function printTable(rows: Row[], ratio: number, databaseKind: string, seconds: number) {
  const line = (cells: string[]) =>
    `| ${cells[0].padEnd(44)} | ${cells[1].padStart(9)} | ${cells[2].padStart(8)} | ${cells[3].padStart(8)} |`;
  console.log(`\nAPI benchmark — node ${process.version}, database ${databaseKind}`);
  console.log(
    `load: ${LOAD.duration} s, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}; login: ${LOGIN_LOAD.amount} requests, ${LOGIN_LOAD.connections} connections\n`,
  );
  console.log(line(["scenario", "req/s", "p99 ms", "failures"]));
  console.log(`|${"-".repeat(46)}|${"-".repeat(11)}|${"-".repeat(10)}|${"-".repeat(10)}|`);
  for (const r of rows) console.log(line([r.scenario, r.requestsPerSecond.toFixed(0), r.p99Ms.toFixed(1), String(r.failures)]));
  console.log(`\nratio (b)/(a): ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} % of a bare Fastify hello world)`);
  console.log(`total ${seconds.toFixed(0)} s`);
}

const started = performance.now();
const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-"));
const hello = await helloWorld();
const api = await despacho(dataDir);
try {
  const { access, headquarter } = await signIn(api.url);
  const bare = await measure("(a) Fastify hello world", { url: hello.url, ...LOAD });
  const employments = await measure("(b) GET /api/users/employments/ (Bogotá)", {
    url: `${api.url}/api/users/employments/`,
    headers: { ...client, authorization: `Bearer ${access}`, [HEADQUARTER_HEADER]: headquarter },
    ...LOAD,
  });
  const signIns = await measure(
    "login POST /api/users/token/ (argon2id)",
    {
      url: `${api.url}/api/users/token/`,
      method: "POST",
      headers: { ...client, "content-type": "application/json" },
      body: login,
      ...LOGIN_LOAD,
    },
    false,
  );
  const ratio = employments.requestsPerSecond / bare.requestsPerSecond;
  printTable([bare, employments, signIns], ratio, api.kind, (performance.now() - started) / 1000);
  if ([bare, employments, signIns].some((r) => r.failures > 0)) process.exitCode = 1;
} finally {
  await hello.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
