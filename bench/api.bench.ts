import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authHeaders, client, despacho, helloWorld, LOAD, loginBody, measure, type Row, signIn } from "./lib-api.js";

// Argon2 makes every login slow on purpose: a few hundred logins are enough for its p99. A count,
// not a duration, so no login is cut off in flight when the database closes after it.
const LOGIN_LOAD = { amount: 120, connections: 4, pipelining: 1 };

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
  const session = await signIn(api.url);
  const bare = await measure("(a) Fastify hello world", { url: hello.url, ...LOAD });
  const employments = await measure("(b) GET /api/users/employments/ (Bogotá)", {
    url: `${api.url}/api/users/employments/`,
    headers: authHeaders(session),
    ...LOAD,
  });
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
  const ratio = employments.requestsPerSecond / bare.requestsPerSecond;
  printTable([bare, employments, signIns], ratio, api.kind, (performance.now() - started) / 1000);
  if ([bare, employments, signIns].some((r) => r.failures > 0)) process.exitCode = 1;
} finally {
  await hello.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
