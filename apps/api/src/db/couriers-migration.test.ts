import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTestDatabase } from "../test/harness.js";
import { type Database, openDatabase } from "./client.js";

// Migrations 0012–0013: the catalog's couriers become courier accounts with an affiliation.
const migrations = resolve(import.meta.dirname, "../../drizzle");
const BEFORE = "0011_location_areas";

let database: Database;
let fresh: Awaited<ReturnType<typeof freshTestDatabase>>;
let before: string;
beforeAll(async () => {
  // The migrations folder as it was before the reshape.
  before = await mkdtemp(join(tmpdir(), "despacho-migrations-"));
  await cp(migrations, before, { recursive: true });
  const journalPath = join(before, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8"));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  fresh = await freshTestDatabase({ empty: true });
  database = await openDatabase({ url: fresh.url });
  await migrate(database.db as never, { migrationsFolder: before });
});
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
  await rm(before, { recursive: true, force: true });
});

const rows = async (query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("migrations 0012–0013: catalog couriers to courier accounts", () => {
  it("gives each catalog courier a user of kind messenger and an affiliation with its headquarter, online as it was", async () => {
    const [company] = await rows(`insert into companies (name) values ('Empresa') returning id`);
    const [hq] = await rows(
      `insert into headquarters (company_id, name, city_name, city_bounds, settings) values ('${company.id}', 'Bogotá', 'Bogotá', '{}', '{}') returning id`,
    );
    const [online] = await rows(
      `insert into messengers (headquarter_id, first_name, last_name, image_url, is_online) values ('${hq.id}', 'Lina', 'Rojas', 'https://x/lina.png', true) returning id`,
    );
    const [offline] = await rows(
      `insert into messengers (headquarter_id, first_name, last_name, is_online) values ('${hq.id}', 'Pedro', 'Gil', false) returning id`,
    );

    await migrate(database.db as never, { migrationsFolder: migrations });

    const couriers = await rows(
      `select m.id, u.kind, u.company_id, u.first_name, u.last_name, u.image_url, u.username, a.headquarter_id, a.status, a.is_online
       from messengers m join users u on u.id = m.user_id join affiliations a on a.messenger_id = m.id order by u.first_name`,
    );
    expect(couriers).toEqual([
      {
        id: online.id,
        kind: "messenger",
        company_id: null,
        first_name: "Lina",
        last_name: "Rojas",
        image_url: "https://x/lina.png",
        username: `mensajero_${String(online.id).replaceAll("-", "")}`,
        headquarter_id: hq.id,
        status: "affiliated",
        is_online: true,
      },
      {
        id: offline.id,
        kind: "messenger",
        company_id: null,
        first_name: "Pedro",
        last_name: "Gil",
        image_url: null,
        username: `mensajero_${String(offline.id).replaceAll("-", "")}`,
        headquarter_id: hq.id,
        status: "affiliated",
        is_online: false,
      },
    ]);
    const columns = await rows(
      `select column_name from information_schema.columns where table_name = 'messengers' and column_name in ('first_name', 'headquarter_id', 'is_online')`,
    );
    expect(columns).toEqual([]);
  });
});
