import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourier } from "../test/courier-factories.js";
import { createHeadquarter } from "../test/factories.js";
import { freshTestDatabase } from "../test/harness.js";
import { type Database, openDatabase } from "./client.js";
import { seedLocationAreas } from "./reference/location-areas.js";

// Migration 0043: today's balances become opening entries of the payroll ledger, and the statistics summaries count
// the services already there.
const migrations = resolve(import.meta.dirname, "../../drizzle");
const BEFORE = "0042_service_routes";

let database: Database;
let fresh: Awaited<ReturnType<typeof freshTestDatabase>>;
let before: string;
beforeAll(async () => {
  before = await mkdtemp(join(tmpdir(), "despacho-migrations-"));
  await cp(migrations, before, { recursive: true });
  const journalPath = join(before, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8"));
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e: { tag: string }) => e.tag === BEFORE) + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  fresh = await freshTestDatabase({ empty: true });
  database = await openDatabase({ url: fresh.url });
  await migrate(database.db as never, { migrationsFolder: before });
  await seedLocationAreas(database.db);
});
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
  await rm(before, { recursive: true, force: true });
});

const rows = async (query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("migration 0043: payroll ledger and statistics", () => {
  it("turns each balance into an opening entry (the balance unchanged) and counts today's services", async () => {
    const hq = await createHeadquarter(database.db);
    const owed = await createCourier(database.db, { headquarterIds: [hq.id], firstName: "Lina" });
    const even = await createCourier(database.db, { headquarterIds: [hq.id], firstName: "Pedro" });
    await rows(`update affiliations set balance = 45000 where messenger_id = '${owed.id}'`);
    // Written as the schema before the migration stood (today's commands write columns of later migrations).
    const [type] = await rows(`insert into service_types (headquarter_id, name, base_cost) values ('${hq.id}', 'Tipo', 5000) returning id`);
    await rows(`insert into services (headquarter_id, consecutive, status, type_id, name, phone_number, calculated_cost, messenger_id)
      values ('${hq.id}', 1, 'finished', '${type.id}', 'Cliente', '+573001234567', 9000, '${owed.id}'),
             ('${hq.id}', 2, 'by_assign', '${type.id}', 'Cliente', '+573001234567', 8000, null)`);

    await migrate(database.db as never, { migrationsFolder: migrations });

    expect(await rows(`select messenger_id, kind, amount from payroll_entries order by amount`)).toEqual([
      { messenger_id: owed.id, kind: "opening", amount: 45000 },
    ]);
    expect(await rows(`select messenger_id, kind, method, amount::int, entries from payroll_daily`)).toEqual([
      { messenger_id: owed.id, kind: "opening", method: "", amount: 45000, entries: 1 },
    ]);
    expect(await rows(`select messenger_id, balance from affiliations order by balance`)).toEqual([
      { messenger_id: even.id, balance: 0 },
      { messenger_id: owed.id, balance: 45000 },
    ]);
    expect(await rows(`select status, count::int, calculated_cost::int from service_daily_stats order by status`)).toEqual([
      { status: "by_assign", count: 1, calculated_cost: 8000 },
      { status: "finished", count: 1, calculated_cost: 9000 },
    ]);
    expect(await rows(`select messenger_id, status, count::int from courier_daily_stats`)).toEqual([
      { messenger_id: owed.id, status: "finished", count: 1 },
    ]);
    await expect(rows(`update affiliations set balance = 1 where messenger_id = '${owed.id}'`)).rejects.toThrow();
  });
});
