import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTestDatabase } from "../test/harness.js";
import { type Database, openDatabase } from "./client.js";
import { preparedOnConnection } from "./prepared.js";

let fresh: Awaited<ReturnType<typeof freshTestDatabase>>;
let database: Database;
beforeAll(async () => {
  fresh = await freshTestDatabase();
  database = await openDatabase({ url: fresh.url });
});
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

describe("a statement prepared on its connection", () => {
  it("is prepared once a connection and answers each run", async () => {
    const client = await database.connect();
    try {
      const text = "select 40 + 2 as n";
      const answers = [await preparedOnConnection(client, text), await preparedOnConnection(client, text)];
      const prepared = await client.query("select statement from pg_prepared_statements where not from_sql");
      expect(answers.map((answer) => answer.rows)).toEqual([[{ n: 42 }], [{ n: 42 }]]);
      expect(prepared.rows).toEqual([{ statement: "select 40 + 2 as n" }]);
    } finally {
      client.release();
    }
  });
});
