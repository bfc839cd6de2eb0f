import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { affiliations, payrollEntries } from "../../db/schema/index.js";

export type NewPayrollEntry = typeof payrollEntries.$inferInsert;
export type PayrollEntryRow = typeof payrollEntries.$inferSelect;

/**
 * The courier's balance with the headquarter, its affiliation locked until the transaction ends: two writes to the
 * same courier's ledger queue, so a check against the balance holds when the entry lands. Undefined: not affiliated.
 */
export async function lockedBalance(tx: Db | Tx, headquarterId: string, messengerId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: affiliations.balance })
    .from(affiliations)
    .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)))
    .for("update");
  return row?.balance;
}

/**
 * Appends one entry to the ledger; the database adds its amount to the courier's balance and to the daily sums in
 * the same statement (migration 0042). Answers the entry and the balance after it; no entry when it was already
 * there (an earning of the same service, a second cancellation of the same payment).
 */
export async function appendEntry(tx: Db | Tx, entry: NewPayrollEntry) {
  const [row] = await tx.insert(payrollEntries).values(entry).onConflictDoNothing().returning();
  const balance = (await lockedBalance(tx, entry.headquarterId, entry.messengerId)) ?? 0;
  return { entry: row as PayrollEntryRow | undefined, balance };
}
