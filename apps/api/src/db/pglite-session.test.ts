import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.js";
import { headquarters } from "./schema/index.js";

// PGlite keeps one session for every connection node-postgres opens to it.
describe.skipIf(process.env.TEST_DB === "postgres")("the embedded database's session", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dir: null });
    await database.migrate();
  });
  afterAll(() => database.close());

  it("runs a named prepared statement again after a failed query replaced the connection", async () => {
    const count = database.db.select({ total: sql<number>`count(*)::int` }).from(headquarters).prepare("session_probe");
    expect(await count.execute()).toEqual([{ total: 0 }]);
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    expect(await count.execute()).toEqual([{ total: 0 }]);
  });
});
