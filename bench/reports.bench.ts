// Statistics and payroll reports (issue 25) over one year of services on PostgreSQL: 1,000,000 services of the demo's
// Bogotá (BENCH_REPORT_SERVICES=<n> overrides) made with generate_series, an earning in the payroll ledger for each
// finished one, weekly payments, dispatch offers for one service in ten and the couriers' activations. Each report is
// called BENCH_REPORT_CALLS times (100) through HTTP, one at a time; its p99 is printed beside the baseline measured
// in the same run: the same figures computed from the raw history (services, payroll_entries) as a report would
// without the daily summaries the database keeps. Target: p99 under one second.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zonedDate } from "@despacho/domain";
import { openDatabase } from "../apps/api/src/db/client.js";
import { seedDemo } from "../apps/api/src/seed/demo.js";
import { freshPostgresDatabase } from "../apps/api/src/test/harness.js";
import { authHeaders, signIn, startApp } from "./lib-api.js";
import { Cleanup } from "./lib-processes.js";
import { seedServices } from "./lib-seed-services.js";
import { percentile } from "./lib-latency.js";

const databaseServer = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const SERVICES = Number(process.env.BENCH_REPORT_SERVICES ?? 1_000_000);
const CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 100);
const TARGET_P99_MS = 1_000;
const ZONE = "America/Bogota";

const started = performance.now();
const log = (...args: unknown[]) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]`, ...args);

/** p50 and p99 of `calls` runs of `run`, one at a time, after two to warm up. */
async function timed(calls: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

async function main() {
  if (!databaseServer)
    throw new Error("set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server: the reports are measured there");
  const cleanup = new Cleanup();
  process.on("SIGINT", () => void cleanup.runAll().then(() => process.exit(130)));
  try {
    const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-reports-"));
    cleanup.add("data dir", () => rm(dataDir, { recursive: true, force: true }));
    const fresh = await freshPostgresDatabase(databaseServer);
    cleanup.add("drop database", () => fresh.drop());
    const database = await openDatabase({ url: fresh.url, dir: dataDir });
    cleanup.add("close database", () => database.close());
    await database.migrate();
    await seedDemo(database.db);
    const sql = async <T>(query: string) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [hq] = await sql<{ id: string }>("select id from headquarters where name = 'Bogotá'");

    // The summaries are rebuilt once after the bulk load (as after a time zone change) instead of row by row.
    log(`seeding ${SERVICES.toLocaleString("en")} services over one year (generate_series)…`);
    await sql("alter table services disable trigger services_stats_insert");
    await sql("alter table services disable trigger operator_stats_services_insert");
    const seeded = await seedServices(database.db, "Bogotá", SERVICES, 250_000);
    await sql("alter table services enable trigger services_stats_insert");
    await sql("alter table services enable trigger operator_stats_services_insert");
    let t0 = performance.now();
    await sql(`select rebuild_service_stats('${hq.id}')`);
    const rebuildStatsS = (performance.now() - t0) / 1000;

    // The demo's own finished services already have their earning (its seed writes them): one each, so they are skipped.
    log("payroll ledger: an earning per finished service, a payment per courier and week…");
    t0 = performance.now();
    await sql("alter table payroll_entries disable trigger payroll_entries_after_insert");
    await sql(`
      insert into payroll_entries (headquarter_id, messenger_id, kind, amount, service_id, created_at)
      select headquarter_id, messenger_id, 'earning', round(calculated_cost * 0.7), id, created_at
      from services where headquarter_id = '${hq.id}' and status = 'finished' and messenger_id is not null
      on conflict do nothing`);
    await sql(`
      insert into payroll_entries (headquarter_id, messenger_id, kind, amount, method, created_by, created_at)
      select a.headquarter_id, a.messenger_id, 'payment', -50000, (array['cash','transfer','payroll'])[1 + w % 3],
        (select id from users where username = 'admin'), now() - w * interval '7 days'
      from affiliations a, generate_series(0, 51) w where a.headquarter_id = '${hq.id}' and a.status <> 'disaffiliated'`);
    await sql("alter table payroll_entries enable trigger payroll_entries_after_insert");
    await sql("delete from payroll_daily");
    await sql(`
      insert into payroll_daily (headquarter_id, messenger_id, day, kind, method, amount, entries)
      select headquarter_id, messenger_id, (created_at at time zone '${ZONE}')::date, kind, coalesce(method, ''), sum(amount), count(*)
      from payroll_entries group by 1, 2, 3, 4, 5`);
    const ledgerS = (performance.now() - t0) / 1000;
    await sql(`
      insert into offers (headquarter_id, service_id, messenger_id, round, step, sent_at, deadline, answer, answered_at)
      select headquarter_id, id, messenger_id, 1, 'next_courier', created_at, created_at + interval '30 seconds',
        (array['accepted','accepted','refused','expired'])[1 + consecutive % 4], created_at + interval '10 seconds'
      from services where headquarter_id = '${hq.id}' and messenger_id is not null and consecutive % 10 = 0`);
    await sql(`
      insert into messenger_activations (headquarter_id, messenger_id, online, created_at)
      select a.headquarter_id, a.messenger_id, o, date_trunc('day', now()) - d * interval '1 day' + case when o then interval '8 hours' else interval '17 hours' end
      from affiliations a, generate_series(0, 364) d, (values (true), (false)) v(o) where a.headquarter_id = '${hq.id}'`);
    await sql("vacuum analyze");
    const [{ entries }] = await sql<{ entries: string }>("select count(*) as entries from payroll_entries");

    const api = await startApp(database, { dataDir, databaseUrl: fresh.url, closeDatabase: false });
    cleanup.add("app", () => api.close());
    const session = await signIn(api.url);
    const today = zonedDate(ZONE);
    const month = today.slice(0, 7);
    const year = Number(today.slice(0, 4));
    const monthStart = `${month}-01`;
    const yearAgo = `${year - 1}${today.slice(4)}`;
    const [courier] = await sql<{ id: string }>(
      `select messenger_id as id from payroll_daily where headquarter_id = '${hq.id}' group by 1 order by sum(entries) desc limit 1`,
    );
    const get = (path: string) => async () => {
      const res = await fetch(`${api.url}/api${path}`, { headers: authHeaders(session) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const raw = (query: string) => () => sql(query);
    const inHq = `headquarter_id = '${hq.id}'`;
    const local = `(created_at at time zone '${ZONE}')`;
    const reports: { name: string; run: () => Promise<unknown>; baseline: () => Promise<unknown> }[] = [
      {
        name: "services by day of the month",
        run: get(`/statistics/services/daily/?month=${month}`),
        baseline: raw(
          `select ${local}::date, status, count(*), sum(calculated_cost) from services where ${inHq} and created_at >= '${monthStart}' group by 1, 2`,
        ),
      },
      {
        name: "services by month of the year (annual)",
        run: get(`/statistics/services/monthly/?year=${year}`),
        baseline: raw(
          `select to_char(${local}, 'YYYY-MM'), status, count(*), sum(calculated_cost) from services where ${inHq} and created_at >= '${year}-01-01' group by 1, 2`,
        ),
      },
      {
        name: "two months compared",
        run: get(`/statistics/services/compare/?first=${year}-01&second=${month}`),
        baseline: raw(
          `select to_char(${local}, 'YYYY-MM'), status, count(*) from services where ${inHq} and (to_char(${local}, 'YYYY-MM') in ('${year}-01', '${month}')) group by 1, 2`,
        ),
      },
      {
        name: "by type and payment method (a year)",
        run: get(`/statistics/services/breakdown/?from=${yearAgo}&to=${today}`),
        baseline: raw(
          `select type_id, payment_method_id, status, count(*), sum(calculated_cost) from services where ${inHq} and created_at >= '${yearAgo}' group by 1, 2, 3`,
        ),
      },
      {
        name: "couriers (a month)",
        run: get(`/statistics/messengers/?from=${monthStart}&to=${today}`),
        baseline: raw(
          `select messenger_id, status, count(*) from services where ${inHq} and created_at >= '${monthStart}' and messenger_id is not null group by 1, 2`,
        ),
      },
      {
        name: "top couriers by day and month",
        run: get(`/statistics/messengers/top/?month=${month}`),
        baseline: raw(
          `select ${local}::date, messenger_id, count(*) from services where ${inHq} and status = 'finished' and created_at >= '${monthStart}' group by 1, 2`,
        ),
      },
      {
        name: "payroll general (a year)",
        run: get(`/payroll/general/?from=${yearAgo}&to=${today}`),
        baseline: raw(
          `select messenger_id, kind, method, sum(amount), count(*) from payroll_entries where ${inHq} and created_at >= '${yearAgo}' group by 1, 2, 3`,
        ),
      },
      {
        name: "payroll of one courier (a month)",
        run: get(`/payroll/general/${courier.id}/?from=${monthStart}&to=${today}`),
        baseline: raw(
          `select kind, method, sum(amount), count(*) from payroll_entries where ${inHq} and messenger_id = '${courier.id}' group by 1, 2`,
        ),
      },
      {
        name: "payroll by operator (a month)",
        run: get(`/payroll/operators/?from=${monthStart}&to=${today}`),
        baseline: raw(`select created_by, count(*) from services where ${inHq} and created_at >= '${monthStart}' group by 1`),
      },
    ];

    log(`measuring ${reports.length} reports, ${CALLS} calls each…`);
    const rows: string[][] = [];
    for (const report of reports) {
      const measured = await timed(CALLS, report.run);
      const baseline = await timed(Math.min(CALLS, 10), report.baseline);
      rows.push([
        report.name,
        measured.p50.toFixed(1),
        measured.p99.toFixed(1),
        measured.p99 < TARGET_P99_MS ? "yes" : "NO",
        baseline.p99.toFixed(1),
        (baseline.p99 / measured.p99).toFixed(1),
      ]);
    }

    console.log(
      `\n${SERVICES.toLocaleString("en")} services over a year (${seeded.seconds.toFixed(0)} s to seed), ${Number(entries).toLocaleString("en")} payroll entries (${ledgerS.toFixed(1)} s); rebuild of the service summaries ${rebuildStatsS.toFixed(1)} s`,
    );
    const header = [
      "report (HTTP, one at a time)",
      "p50 ms",
      "p99 ms",
      `p99 < ${TARGET_P99_MS} ms`,
      "baseline p99 ms (raw history, SQL only)",
      "× faster",
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
    console.log(line(header));
    console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
    for (const r of rows) console.log(line(r));
    console.log(
      "\nThe reports read service_daily_stats, courier_daily_stats, operator_daily_stats, courier_hourly_distance, courier_hourly_online and payroll_daily (days × statuses × types × methods rows), so their time grows with the days asked, not with the services; the baseline scans the period's rows of services or payroll_entries (SQL only, without HTTP, JSON or the presenter). What limits a report: HTTP and JSON for the lists (payroll detail), and the couriers' offers of the period, read raw.",
    );
  } finally {
    await cleanup.runAll();
  }
  log("done");
}

await main();
