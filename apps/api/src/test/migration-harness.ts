import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { type Database, migrationsFolder, openDatabase } from "../db/client.js";
import { freshTestDatabase } from "./harness.js";

export interface DatabaseBefore {
  database: Database;
  /** The rows a raw statement answers: data written as the schema stood before. */
  rows: (query: string) => Promise<Record<string, unknown>[]>;
  /** Runs the migrations after `before`, as an upgrade would. */
  migrateRest: () => Promise<void>;
  drop: () => Promise<void>;
}

/** A fresh database migrated up to the migration tagged `before` (included), to test what the later ones do to data. */
export async function databaseBefore(before: string): Promise<DatabaseBefore> {
  const folder = await mkdtemp(join(tmpdir(), "despacho-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8"));
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e: { tag: string }) => e.tag === before) + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  const fresh = await freshTestDatabase({ empty: true });
  const database = await openDatabase({ url: fresh.url });
  await migrate(database.db as never, { migrationsFolder: folder });
  return {
    database,
    rows: async (query) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows,
    migrateRest: () => migrate(database.db as never, { migrationsFolder }),
    drop: async () => {
      await database.close();
      await fresh.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
