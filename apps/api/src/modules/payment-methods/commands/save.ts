import { and, eq, ne } from "drizzle-orm";
import { MESSAGES as ALL_MESSAGES, type PaymentMethodInput, type PaymentMethodPatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { isForeignKeyViolation } from "../../../db/query-helpers.js";
import { headquarters, paymentMethods } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { inHeadquarter, paymentMethodFor } from "../queries/payment-methods.js";

const MESSAGES = {
  used: ALL_MESSAGES.paymentMethodInUse,
  deleteDefault: ALL_MESSAGES.paymentMethodDefaultDelete,
  unsetDefault: ALL_MESSAGES.paymentMethodDefaultUnset,
  inactiveDefault: ALL_MESSAGES.paymentMethodDefaultInactive,
} as const;

// One default per headquarter: every write that touches defaults holds the headquarter row.
const lockHeadquarter = (tx: Db, headquarterId: string) =>
  tx.select({ id: headquarters.id }).from(headquarters).where(eq(headquarters.id, headquarterId)).for("update");

const unsetOtherDefaults = (tx: Db, headquarterId: string, id: string) =>
  tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.headquarterId, headquarterId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id)));

async function hasDefault(tx: Db, headquarterId: string) {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.headquarterId, headquarterId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

/** The first method of a headquarter becomes its default; a new default replaces the old one. */
export function createPaymentMethod(db: Db, headquarterId: string, input: PaymentMethodInput) {
  return db.transaction(async (tx) => {
    await lockHeadquarter(tx, headquarterId);
    const isDefault = input.is_default === true || !(await hasDefault(tx, headquarterId));
    if (isDefault && input.is_active === false) throw new AppError("CONFLICT", MESSAGES.inactiveDefault);
    const [row] = await tx
      .insert(paymentMethods)
      .values({ headquarterId, name: input.name, isDefault, isActive: input.is_active })
      .returning();
    if (isDefault) await unsetOtherDefaults(tx, headquarterId, row.id);
    return { ...row, isUsed: false };
  });
}

export function updatePaymentMethod(db: Db, headquarterId: string, id: string, patch: PaymentMethodPatch) {
  return db.transaction(async (tx) => {
    await lockHeadquarter(tx, headquarterId);
    const current = await paymentMethodFor(tx, headquarterId, id);
    if (current.isDefault && patch.is_default === false) throw new AppError("CONFLICT", MESSAGES.unsetDefault);
    const isDefault = patch.is_default ?? current.isDefault;
    if (isDefault && (patch.is_active ?? current.isActive) === false) throw new AppError("CONFLICT", MESSAGES.inactiveDefault);
    if (isDefault && !current.isDefault) await unsetOtherDefaults(tx, headquarterId, id);
    if (Object.keys(patch).length === 0) return current;
    const [row] = await tx
      .update(paymentMethods)
      .set({ name: patch.name, isDefault: patch.is_default, isActive: patch.is_active })
      .where(inHeadquarter(headquarterId, id))
      .returning();
    return { ...row, isUsed: current.isUsed };
  });
}

export async function deletePaymentMethod(db: Db, headquarterId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockHeadquarter(tx, headquarterId);
    const current = await paymentMethodFor(tx, headquarterId, id);
    if (current.isDefault) throw new AppError("CONFLICT", MESSAGES.deleteDefault);
    if (current.isUsed) throw new AppError("CONFLICT", MESSAGES.used);
    try {
      await tx.delete(paymentMethods).where(inHeadquarter(headquarterId, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", MESSAGES.used);
      throw error;
    }
  });
}
