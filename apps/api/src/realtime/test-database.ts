import { type Database, openDatabase } from "../db/client.js";
import { seedDemo } from "../seed/demo.js";
import { freshTestDatabase } from "../test/harness.js";

export interface TestDatabase {
  database: Database;
  /** postgres://… of the fresh database. */
  url: string;
  dispose(): Promise<void>;
}

/** A migrated database of the test file's own (harness freshTestDatabase) with the demo data; dropped by dispose. */
export async function seededDatabase(): Promise<TestDatabase> {
  const fresh = await freshTestDatabase();
  const database = await openDatabase({ url: fresh.url });
  try {
    await seedDemo(database.db);
  } catch (error) {
    await database.close();
    await fresh.drop();
    throw error;
  }
  return {
    database,
    url: fresh.url,
    async dispose() {
      await database.close();
      await fresh.drop();
    },
  };
}
