import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Employment } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { employments } from "../../db/schema/index.js";
import { AppError, notFound } from "../../errors.js";
import type { Window } from "../../pagination.js";

type Row = typeof employments.$inferSelect;
export const presentEmployment = (row: Row): Employment => ({ id: row.id, name: row.name });

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const DUPLICATE = "Ya existe un cargo con ese nombre";

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}

async function guardDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DUPLICATE_NAME", DUPLICATE, [{ field: "name", message: DUPLICATE }]);
    throw error;
  }
}

export async function listEmployments(db: Db, headquarterId: string, win: Window, nameContains?: string) {
  const where = and(
    eq(employments.headquarterId, headquarterId),
    nameContains ? ilike(employments.name, `%${escapeLike(nameContains)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(employments).where(where).orderBy(asc(employments.name), asc(employments.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(employments).where(where),
  ]);
  return { rows, total };
}

export async function createEmployment(db: Db, headquarterId: string, name: string) {
  const [row] = await guardDuplicate(db.insert(employments).values({ headquarterId, name }).returning());
  return row;
}

export async function updateEmployment(db: Db, headquarterId: string, id: string, name: string) {
  const [row] = await guardDuplicate(
    db
      .update(employments)
      .set({ name })
      .where(and(eq(employments.id, id), eq(employments.headquarterId, headquarterId)))
      .returning(),
  );
  if (!row) throw notFound();
  return row;
}

export async function deleteEmployment(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(employments)
    .where(and(eq(employments.id, id), eq(employments.headquarterId, headquarterId)))
    .returning({ id: employments.id });
  if (!row) throw notFound();
}
