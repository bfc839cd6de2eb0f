import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTestDatabase } from "../test/harness.js";
import { type Database, openDatabase } from "./client.js";
import { commitTogether } from "./group-commit.js";
import type { Db, Tx } from "./types.js";

let fresh: Awaited<ReturnType<typeof freshTestDatabase>>;
let database: Database;
beforeAll(async () => {
  fresh = await freshTestDatabase({ empty: true });
  database = await openDatabase({ url: fresh.url });
  await database.db.execute(sql`create table group_commit_rows (n int primary key, txid bigint not null)`);
});
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

/** Inserts n; answers the transaction that wrote it. A duplicate n fails (primary key). */
const insert = (n: number) => async (db: Db | Tx) => {
  const answer = await db.execute(sql`insert into group_commit_rows values (${n}, txid_current()) returning txid`);
  return Number((answer as unknown as { rows: { txid: string }[] }).rows[0].txid);
};

const rowsIn = async () =>
  ((await database.db.execute(sql`select n from group_commit_rows order by n`)) as unknown as { rows: { n: number }[] }).rows.map(
    (r) => r.n,
  );

describe("group commit", () => {
  it("works asked for while one commits share the next transaction; the first runs alone", async () => {
    const txids = await Promise.all([1, 2, 3, 4].map((n) => commitTogether(database.db, "a", insert(n))));
    expect(txids[1]).not.toBe(txids[0]);
    expect(txids[2]).toBe(txids[1]);
    expect(txids[3]).toBe(txids[1]);
    expect(await rowsIn()).toEqual([1, 2, 3, 4]);
  });

  it("a work that fails in a shared transaction fails alone: the others are written", async () => {
    const settled = await Promise.allSettled([5, 6, 1, 7].map((n) => commitTogether(database.db, "a", insert(n))));
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(await rowsIn()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("works of other keys do not wait for each other", async () => {
    const txids = await Promise.all([8, 9].map((n) => commitTogether(database.db, `key ${n}`, insert(n))));
    expect(txids[1]).not.toBe(txids[0]);
    expect(await rowsIn()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
