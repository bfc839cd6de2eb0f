import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/query-helpers.js";
import { employments } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";

const DUPLICATE = "Ya existe un cargo con ese nombre";

async function refuseDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DUPLICATE_NAME", DUPLICATE, [{ field: "name", message: DUPLICATE }]);
    throw error;
  }
}

export async function createEmployment(db: Db, headquarterId: string, name: string) {
  const [row] = await refuseDuplicate(db.insert(employments).values({ headquarterId, name }).returning());
  return row;
}

export async function updateEmployment(db: Db, headquarterId: string, id: string, name: string) {
  const [row] = await refuseDuplicate(
    db
      .update(employments)
      .set({ name })
      .where(and(eq(employments.id, id), eq(employments.headquarterId, headquarterId)))
      .returning(),
  );
  if (!row) throw notFound();
  return row;
}
