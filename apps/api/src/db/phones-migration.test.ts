import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoCatalogApp, type DemoCatalogApp } from "../test/catalog-factories.js";
import { anonymousCustomers, customers } from "./schema/index.js";

// Migration 0005 brings phones stored as typed (before the domain's phone rule) to E.164.
const migration = resolve(import.meta.dirname, "../../drizzle/0005_phones_e164.sql");

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

async function runMigration() {
  for (const statement of (await readFile(migration, "utf8")).split("--> statement-breakpoint")) {
    await t.db.execute(sql.raw(statement));
  }
}

const phoneOf = async (table: typeof customers | typeof anonymousCustomers, id: string) =>
  (await t.db.select({ phone: table.phoneNumber }).from(table).where(eq(table.id, id)))[0].phone;

describe("migration 0005: stored phones to E.164", () => {
  it("adds +57 to Colombian mobiles and landlines written without it, and leaves every other phone alone", async () => {
    const rows = await t.db
      .insert(customers)
      .values(
        ["3001234567", "6014567890", "+573001234567", "5551234", "13001234567", "+14155550100"].map((phone, i) => ({
          headquarterId: t.bogota,
          name: `Migración ${i}`,
          phoneNumber: phone,
        })),
      )
      .returning({ id: customers.id });

    await runMigration();

    expect(await Promise.all(rows.map(({ id }) => phoneOf(customers, id)))).toEqual([
      "+573001234567",
      "+576014567890",
      "+573001234567",
      "5551234",
      "13001234567",
      "+14155550100",
    ]);
  });

  it("keeps an anonymous customer's phone when its +57 form is already another's in the headquarter", async () => {
    const [typed, stored, elsewhere] = await t.db
      .insert(anonymousCustomers)
      .values([
        { headquarterId: t.bogota, name: "Ana escrito", phoneNumber: "3109876543" },
        { headquarterId: t.bogota, name: "Ana guardado", phoneNumber: "+573109876543" },
        { headquarterId: t.medellin, name: "Ana en Medellín", phoneNumber: "3109876543" },
      ])
      .returning({ id: anonymousCustomers.id });

    await runMigration();

    expect(await phoneOf(anonymousCustomers, typed.id)).toBe("3109876543");
    expect(await phoneOf(anonymousCustomers, stored.id)).toBe("+573109876543");
    expect(await phoneOf(anonymousCustomers, elsewhere.id)).toBe("+573109876543");
  });
});
