import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/query-helpers.js";
import { tags } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";

const DUPLICATE = "Ya existe una etiqueta con ese nombre";

export async function createTag(db: Db, headquarterId: string, name: string) {
  try {
    const [row] = await db.insert(tags).values({ headquarterId, name }).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DUPLICATE_NAME", DUPLICATE, [{ field: "name", message: DUPLICATE }]);
    throw error;
  }
}

export async function deleteTag(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.headquarterId, headquarterId)))
    .returning({ id: tags.id });
  if (!row) throw notFound();
}
