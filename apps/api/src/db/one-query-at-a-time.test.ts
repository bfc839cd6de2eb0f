import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTestDatabase } from "../test/harness.js";
import { type Database, openDatabase } from "./client.js";

// Drizzle sends the queries of a Promise.all inside a transaction on one connection at once.
let fresh: Awaited<ReturnType<typeof freshTestDatabase>>;
let database: Database;
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);
beforeAll(async () => {
  fresh = await freshTestDatabase();
  database = await openDatabase({ url: fresh.url });
  process.on("warning", onWarning);
});
afterAll(async () => {
  process.off("warning", onWarning);
  await database.close();
  await fresh.drop();
});

const rowsOf = (answer: unknown) => (answer as { rows: { n: number }[] }).rows.map((r) => r.n);

describe("queries sent together on one connection", () => {
  it("answer in order, each its own result, without node-postgres's deprecation warning", async () => {
    const answers = await database.db.transaction((tx) =>
      Promise.all([tx.execute(sql`select 1 as n, pg_sleep(0.05)`), tx.execute(sql`select 2 as n`), tx.execute(sql`select 3 as n`)]),
    );
    expect(answers.map(rowsOf)).toEqual([[1], [2], [3]]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
  });

  it("a failing one fails alone: the next is sent and answered by the database (the transaction is aborted)", async () => {
    const reasons: string[] = [];
    await database.db.transaction(async (tx) => {
      const settled = await Promise.allSettled([tx.execute(sql`select 1 / 0 as n`), tx.execute(sql`select 2 as n`)]);
      for (const s of settled) reasons.push(s.status === "rejected" ? String(s.reason?.cause?.message ?? s.reason) : "answered");
    });
    expect(reasons).toEqual(["division by zero", "current transaction is aborted, commands ignored until end of transaction block"]);
  });
});
