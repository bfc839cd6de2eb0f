import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authHeaders, client, despacho, helloWorld, LOAD, loginBody, measure, type Row, signIn, startApp } from "./lib-api.js";

// Argon2 makes every login slow on purpose: a few hundred logins are enough for its p99. A count,
// not a duration, so no login is cut off in flight when the database closes after it.
const LOGIN_LOAD = { amount: 120, connections: 4, pipelining: 1 };

function printTable(rows: Row[], ratios: { cached: number; uncached: number }, databaseKind: string, seconds: number) {
  const line = (cells: string[]) =>
    `| ${cells[0].padEnd(44)} | ${cells[1].padStart(9)} | ${cells[2].padStart(8)} | ${cells[3].padStart(8)} |`;
  console.log(`\nAPI benchmark — node ${process.version}, database ${databaseKind}`);
  console.log(
    `load: ${LOAD.duration} s, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}; login: ${LOGIN_LOAD.amount} requests, ${LOGIN_LOAD.connections} connections\n`,
  );
  console.log(line(["scenario", "req/s", "p99 ms", "failures"]));
  console.log(`|${"-".repeat(46)}|${"-".repeat(11)}|${"-".repeat(10)}|${"-".repeat(10)}|`);
  for (const r of rows) console.log(line([r.scenario, r.requestsPerSecond.toFixed(0), r.p99Ms.toFixed(1), String(r.failures)]));
  const percent = (ratio: number) => `${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} % of a bare Fastify hello world)`;
  console.log(`\nratio (b)/(a): ${percent(ratios.cached)}; goal ≥ 0.25`);
  console.log(`ratio (c)/(a): ${percent(ratios.uncached)} (the list's query on every request: one round trip)`);
  console.log(`total ${seconds.toFixed(0)} s`);
}

const started = performance.now();
const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-"));
const hello = await helloWorld();
const api = await despacho(dataDir);
// The same app on the same database without the read cache (decision 004): every request runs the list's query.
const uncachedApi = await startApp(api.database, { dataDir, closeDatabase: false, readCacheTtlMs: 0 });
try {
  const session = await signIn(api.url);
  const bare = await measure("(a) Fastify hello world", { url: hello.url, ...LOAD });
  const cargos = (url: string) => ({ url: `${url}/api/users/employments/`, headers: authHeaders(session), ...LOAD });
  const employments = await measure("(b) GET /api/users/employments/ (Bogotá)", cargos(api.url));
  const uncached = await measure("(c) the same, read cache off", cargos(uncachedApi.url));
  const signIns = await measure(
    "login POST /api/users/token/ (argon2id)",
    {
      url: `${api.url}/api/users/token/`,
      method: "POST",
      headers: { ...client, "content-type": "application/json" },
      body: loginBody,
      ...LOGIN_LOAD,
    },
    { warmUp: false },
  );
  const rows = [bare, employments, uncached, signIns];
  const ratios = {
    cached: employments.requestsPerSecond / bare.requestsPerSecond,
    uncached: uncached.requestsPerSecond / bare.requestsPerSecond,
  };
  printTable(rows, ratios, api.kind, (performance.now() - started) / 1000);
  if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
} finally {
  await hello.close();
  await uncachedApi.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
