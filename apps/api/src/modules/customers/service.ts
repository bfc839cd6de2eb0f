import { and, asc, count, eq, ilike, ne, or } from "drizzle-orm";
import {
  ANONYMOUS_CUSTOMERS_ALL_MAX,
  type AnonymousCustomerInput,
  type AnonymousCustomerPatch,
  type CustomerInput,
  normalizePhone,
} from "@despacho/domain";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { containsPattern, isForeignKeyViolation } from "../../db/query-helpers.js";
import { anonymousCustomers, customers } from "../../db/schema/index.js";
import { AppError, notFound } from "../../errors.js";
import type { Window } from "../../pagination.js";
import type { AnonymousCustomerRow, CustomerRow } from "./presenter.js";

export { presentAnonymousCustomer, presentCustomer } from "./presenter.js";

const DUPLICATE_PHONE = "Ya existe un cliente con ese teléfono";
const USED = "No se puede eliminar el cliente porque tiene servicios";

/** What a person types for a phone: digits with spaces, dashes, dots, parentheses or a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

// q matches the name, or, when it reads as a phone, the phone once normalised (spec §5), so
// "300 123" finds "+57300123…" while "tienda 68" does not find every phone with a 68 in it.
function matching(columns: { name: PgColumn; phoneNumber: PgColumn }, q: string | undefined) {
  if (!q) return undefined;
  const phone = PHONE_LIKE.test(q) ? normalizePhone(q) : "";
  return or(ilike(columns.name, containsPattern(q)), phone ? ilike(columns.phoneNumber, containsPattern(phone)) : undefined);
}

export async function listCustomers(db: Db, headquarterId: string, win: Window, q?: string) {
  const where = and(eq(customers.headquarterId, headquarterId), matching(customers, q));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(customers).where(where).orderBy(asc(customers.name), asc(customers.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total };
}

export async function findCustomer(db: Db, headquarterId: string, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.headquarterId, headquarterId)));
  return row;
}

export async function customerFor(db: Db, headquarterId: string, id: string): Promise<CustomerRow> {
  const row = await findCustomer(db, headquarterId, id);
  if (!row) throw notFound();
  return row;
}

export async function createCustomer(db: Db, headquarterId: string, input: CustomerInput) {
  const [row] = await db
    .insert(customers)
    .values({
      headquarterId,
      name: input.name,
      phoneNumber: input.phone_number,
      email: input.email,
      surchargePercent: input.surcharge_percent,
    })
    .returning();
  return row;
}

export async function listAnonymousCustomers(db: Db, headquarterId: string, win: Window, q?: string) {
  const where = and(eq(anonymousCustomers.headquarterId, headquarterId), matching(anonymousCustomers, q));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(anonymousCustomers)
      .where(where)
      .orderBy(asc(anonymousCustomers.name), asc(anonymousCustomers.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(anonymousCustomers).where(where),
  ]);
  return { rows, total };
}

export function allAnonymousCustomers(db: Db, headquarterId: string) {
  return db
    .select()
    .from(anonymousCustomers)
    .where(eq(anonymousCustomers.headquarterId, headquarterId))
    .orderBy(asc(anonymousCustomers.name), asc(anonymousCustomers.id))
    .limit(ANONYMOUS_CUSTOMERS_ALL_MAX);
}

const anonymousInHeadquarter = (headquarterId: string, id: string) =>
  and(eq(anonymousCustomers.id, id), eq(anonymousCustomers.headquarterId, headquarterId));

export async function anonymousCustomerFor(db: Db, headquarterId: string, id: string): Promise<AnonymousCustomerRow> {
  const [row] = await db.select().from(anonymousCustomers).where(anonymousInHeadquarter(headquarterId, id));
  if (!row) throw notFound();
  return row;
}

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
  if (taken) throw new AppError("CONFLICT", DUPLICATE_PHONE, [{ field: "phone_number", message: DUPLICATE_PHONE }]);
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
