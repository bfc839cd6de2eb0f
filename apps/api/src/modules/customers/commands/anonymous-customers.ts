import { and, eq, ne } from "drizzle-orm";
import type { AnonymousCustomerInput, AnonymousCustomerPatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { isForeignKeyViolation } from "../../../db/query-helpers.js";
import { anonymousCustomers } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { anonymousCustomerFor, anonymousInHeadquarter } from "../queries/anonymous-customers.js";

const DUPLICATE_PHONE = "Ya existe un cliente con ese teléfono";
const USED = "No se puede eliminar el cliente porque tiene servicios";

async function refuseDuplicatePhone(db: Db, headquarterId: string, phoneNumber: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: anonymousCustomers.id })
    .from(anonymousCustomers)
    .where(
      and(
        eq(anonymousCustomers.headquarterId, headquarterId),
        eq(anonymousCustomers.phoneNumber, phoneNumber),
        exceptId ? ne(anonymousCustomers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError("DUPLICATE_PHONE", DUPLICATE_PHONE, [{ field: "phone_number", message: DUPLICATE_PHONE }]);
}

export async function createAnonymousCustomer(db: Db, headquarterId: string, input: AnonymousCustomerInput) {
  await refuseDuplicatePhone(db, headquarterId, input.phone_number);
  const [row] = await db
    .insert(anonymousCustomers)
    .values({ headquarterId, name: input.name, phoneNumber: input.phone_number, address: input.address, email: input.email })
    .returning();
  return row;
}

export async function updateAnonymousCustomer(db: Db, headquarterId: string, id: string, patch: AnonymousCustomerPatch) {
  if (Object.keys(patch).length === 0) return anonymousCustomerFor(db, headquarterId, id);
  if (patch.phone_number) await refuseDuplicatePhone(db, headquarterId, patch.phone_number, id);
  const [row] = await db
    .update(anonymousCustomers)
    .set({ name: patch.name, phoneNumber: patch.phone_number, address: patch.address, email: patch.email })
    .where(anonymousInHeadquarter(headquarterId, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteAnonymousCustomer(db: Db, headquarterId: string, id: string) {
  try {
    const [row] = await db
      .delete(anonymousCustomers)
      .where(anonymousInHeadquarter(headquarterId, id))
      .returning({ id: anonymousCustomers.id });
    if (!row) throw notFound();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", USED);
    throw error;
  }
}
