import type { Db } from "../db/client.js";
import { messengerPayments } from "../db/schema/index.js";
import { appendEntry } from "../modules/payroll/index.js";
import { createCourier, openBalance } from "./courier-factories.js";

/** A payment of 20.000 to a new courier of the headquarter, in its payroll ledger (it was owed 50.000). */
export async function createPayment(db: Db, headquarterId: string) {
  const courier = await createCourier(db, { headquarterIds: [headquarterId] });
  await openBalance(db, headquarterId, courier.id, 50_000);
  const [payment] = await db
    .insert(messengerPayments)
    .values({ messengerId: courier.id, headquarterId, amount: 20_000, method: "cash" })
    .returning();
  await appendEntry(db, {
    headquarterId,
    messengerId: courier.id,
    kind: "payment",
    amount: -20_000,
    paymentId: payment.id,
    method: "cash",
  });
  return { courier, payment };
}

export const payrollResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  payment: async (db, headquarterId) => (await createPayment(db, headquarterId)).payment.id,
};
