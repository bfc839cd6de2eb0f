import { type Database, openDatabase } from "../db/client.js";
import { seedDemo } from "../seed/demo.js";
import { freshPostgresDatabase } from "../test/harness.js";

export interface TestDatabase {
  database: Database;
  /** postgres://… of the fresh database; undefined on PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A migrated database with the demo data: a new PostgreSQL database on `serverUrl` (dropped by
 * dispose), or PGlite in memory without one. PGlite runs one transaction at a time, so only
 * PostgreSQL can show an event that left before its commit.
 */
export async function seededDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  const fresh = serverUrl ? await freshPostgresDatabase(serverUrl) : null;
  const drop = async () => fresh?.drop();
  const database = await openDatabase({ url: fresh?.url, dir: null });
  try {
    await database.migrate();
    await seedDemo(database.db);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    database,
    url: fresh?.url,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}
