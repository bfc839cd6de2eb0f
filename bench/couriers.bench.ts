// Couriers under load: the back office's courier list searched over 50,000 couriers of one headquarter
// (BENCH_COURIERS overrides), beside a bare Fastify hello world measured in the same run with the same
// autocannon settings. Each connection cycles through the searches, so answers differ call to call.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../apps/api/src/db/client.js";
import { authHeaders, despacho, helloWorld, LOAD, measure, type Row, signIn } from "./lib-api.js";

const COURIERS = Number(process.env.BENCH_COURIERS ?? 50_000);
const CHUNK = 10_000;
const FIRST_NAMES = ["Ana", "Luis", "Carlos", "María", "Jorge", "Paula", "Andrés", "Diana", "Julián", "Sofía"];
const LAST_NAMES = ["Gómez", "Rodríguez", "Martínez", "López", "García", "Pérez", "Sánchez", "Ramírez", "Torres", "Díaz"];
// Fewer connections than the hello world's: a search that matches a tenth of 50,000 couriers counts them all, and
// 50 of those queued on one embedded database wait past autocannon's 10 s timeout.
const LIST_LOAD = { ...LOAD, connections: 10 };
const SEARCHES = ["ana", "gómez", "rodrí", "luis pérez", "1234", "sofía díaz", "zzz", "ramirez", "and", "4999"];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(",")}]`;

/** `total` affiliated couriers of the headquarter named `headquarterName`, a tenth of them online. */
async function seedCouriers(db: Db, headquarterName: string, total: number): Promise<number> {
  const started = performance.now();
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await db.execute(`
      with hq as (select id from headquarters where name = ${literal(headquarterName)}),
      u as (
        insert into users (company_id, kind, username, email, password_hash, first_name, last_name)
        select null, 'messenger', 'bench_courier_' || g, 'bench_courier_' || g || '@despacho.test', '!',
          (${textArray(FIRST_NAMES)})[1 + g % 10], (${textArray(LAST_NAMES)})[1 + (g / 10) % 10] || ' ' || g
        from generate_series(${from}, ${to}) g
        returning id
      ),
      m as (insert into messengers (user_id) select id from u returning id)
      insert into affiliations (messenger_id, headquarter_id, status, is_online)
      select m.id, hq.id, 'affiliated', random() < 0.1 from m, hq`);
  }
  await db.execute("analyze users; analyze messengers; analyze affiliations");
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
}

const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-couriers-"));
const hello = await helloWorld();
const api = await despacho(dataDir);
try {
  const seedSeconds = await seedCouriers(api.database.db, "Bogotá", COURIERS);
  const session = await signIn(api.url);
  const bare = await measure("(a) Fastify hello world", { url: hello.url, ...LOAD });
  const list = await measure("(b) GET /api/users/messengers/?q=… (10 per page)", {
    url: api.url,
    headers: authHeaders(session),
    requests: SEARCHES.map((q) => ({ method: "GET" as const, path: `/api/users/messengers/?q=${encodeURIComponent(q)}` })),
    ...LIST_LOAD,
  });
  printTable([bare, list], seedSeconds, api.kind);
  if ([bare, list].some((r) => r.failures > 0)) process.exitCode = 1;
} finally {
  await hello.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
