import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourier } from "../test/courier-factories.js";
import { createHeadquarter } from "../test/factories.js";
import { seedLocationAreas } from "./reference/location-areas.js";
import { type DatabaseBefore, databaseBefore } from "../test/migration-harness.js";

// Migration 0043: today's balances become opening entries of the payroll ledger, and the statistics summaries count
// the services already there.
let before: DatabaseBefore;
beforeAll(async () => {
  before = await databaseBefore("0042_service_routes");
  await seedLocationAreas(before.database.db);
});
afterAll(() => before?.drop());

const rows = (query: string) => before.rows(query);

describe("migration 0043: payroll ledger and statistics", () => {
  it("turns each balance into an opening entry (the balance unchanged) and counts today's services", async () => {
    const hq = await createHeadquarter(before.database.db);
    const owed = await createCourier(before.database.db, { headquarterIds: [], firstName: "Lina" });
    const even = await createCourier(before.database.db, { headquarterIds: [], firstName: "Pedro" });
    // Written as the schema before the migration stood (today's commands write columns of later migrations).
    await rows(`insert into affiliations (messenger_id, headquarter_id, status, balance)
      values ('${owed.id}', '${hq.id}', 'affiliated', 45000), ('${even.id}', '${hq.id}', 'affiliated', 0)`);
    const [type] = await rows(`insert into service_types (headquarter_id, name, base_cost) values ('${hq.id}', 'Tipo', 5000) returning id`);
    await rows(`insert into services (headquarter_id, consecutive, status, type_id, name, phone_number, calculated_cost, messenger_id)
      values ('${hq.id}', 1, 'finished', '${type.id}', 'Cliente', '+573001234567', 9000, '${owed.id}'),
             ('${hq.id}', 2, 'by_assign', '${type.id}', 'Cliente', '+573001234567', 8000, null)`);

    await before.migrateRest();

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
