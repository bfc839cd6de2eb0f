import { and, eq } from "drizzle-orm";
import type { MessengerSettingsPatch } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { affiliations } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import { courierFor } from "../queries/couriers.js";

/** PATCH /users/messengers/{id}/settings/: the headquarter's payroll flag for the courier (the balance is the ledger's). */
export async function updateCourierSettings(db: Db, headquarterId: string, messengerId: string, patch: MessengerSettingsPatch) {
  const [row] = await db
    .update(affiliations)
    .set({ ...(patch.payroll_paid !== undefined && { payrollPaid: patch.payroll_paid }) })
    .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)))
    .returning();
  if (!row) throw notFound();
  return courierFor(db, headquarterId, messengerId);
}
