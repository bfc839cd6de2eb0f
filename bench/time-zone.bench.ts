// `npm run bench:time-zone`: what the headquarter's time zone costs (decision 014). service_totals counts each
// service on the calendar day of its headquarter's zone, so the totals triggers join the headquarters, and changing
// the zone recounts the headquarter's totals. Figures, beside a baseline measured in the same run:
//   - bulk insert of BENCH_SERVICES services with the totals triggers (zone join) vs the same insert without them;
//   - the recount a zone change runs (PATCH …/settings/ {time_zone}), over all of them;
//   - a day's counts (count-status?current_date=, read from service_totals) after the change vs before.
// The embedded server in a temporary folder by default; BENCH_DATABASE_URL=postgres://… uses a fresh database on that server.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../apps/api/src/db/client.js";
import { seedDemo } from "../apps/api/src/seed/demo.js";
import { freshPostgresDatabase } from "../apps/api/src/test/harness.js";
import { seedServices } from "./lib-seed-services.js";

const databaseServer = process.env.BENCH_DATABASE_URL || undefined;
const SERVICES = Number(process.env.BENCH_SERVICES ?? (databaseServer ? 1_000_000 : 100_000));
const CHUNK = databaseServer ? 250_000 : 25_000;
const READS = 200;

type Rows<T> = { rows: T[] };

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-zone-"));
  const fresh = databaseServer ? await freshPostgresDatabase(databaseServer) : undefined;
  const database = await openDatabase({ url: fresh?.url, dir: dataDir });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const rows = async <T>(query: string) => ((await db.execute(query)) as unknown as Rows<T>).rows;
    const seconds = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return (performance.now() - started) / 1000;
    };
    const idOf = async (name: string) => (await rows<{ id: string }>(`select id from headquarters where name = '${name}'`))[0].id;
    const [bogota, medellin] = [await idOf("Bogotá"), await idOf("Medellín")];
    console.log(`${database.kind}, ${SERVICES.toLocaleString("en")} services per headquarter`);

    // Baseline: Medellín's services inserted with the totals triggers off (then counted once).
    await db.execute("alter table services disable trigger services_totals_insert");
    const bare = await seconds(() => seedServices(db, "Medellín", SERVICES, CHUNK));
    await db.execute("alter table services enable trigger services_totals_insert");
    await db.execute(`select rebuild_service_totals('${medellin}'::uuid)`);
    const withTotals = await seconds(() => seedServices(db, "Bogotá", SERVICES, CHUNK));

    const [{ day }] = await rows<{ day: string }>(
      `select to_char(max(created_at) at time zone 'America/Bogota', 'YYYY-MM-DD') as day from services where headquarter_id = '${bogota}'`,
    );
    const countDay = () =>
      rows(`select status, sum(count) from service_totals where headquarter_id = '${bogota}' and day = '${day}' group by status`);
    const readMs = async () => {
      const started = performance.now();
      for (let i = 0; i < READS; i++) await countDay();
      return (performance.now() - started) / READS;
    };
    const readBefore = await readMs();
    await db.execute(`update headquarters set settings = jsonb_set(settings, '{time_zone}', '"Asia/Tokyo"') where id = '${bogota}'`);
    const recount = await seconds(() => db.execute(`select rebuild_service_totals('${bogota}'::uuid)`));
    const readAfter = await readMs();

    const rate = (s: number) => `${Math.round(SERVICES / s).toLocaleString("en")} services/s`;
    console.table([
      { figure: "bulk insert, no totals triggers (baseline)", value: `${bare.toFixed(1)} s`, rate: rate(bare) },
      { figure: "bulk insert, totals by the zone's day", value: `${withTotals.toFixed(1)} s`, rate: rate(withTotals) },
      { figure: "zone change: recount one headquarter", value: `${recount.toFixed(2)} s`, rate: rate(recount) },
      { figure: "a day's counts before the change (baseline)", value: `${readBefore.toFixed(2)} ms`, rate: "—" },
      { figure: "a day's counts after the change", value: `${readAfter.toFixed(2)} ms`, rate: "—" },
    ]);
  } finally {
    await database.close();
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
