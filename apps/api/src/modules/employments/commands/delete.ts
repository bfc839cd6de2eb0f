import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employments } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";

export async function deleteEmployment(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(employments)
    .where(and(eq(employments.id, id), eq(employments.headquarterId, headquarterId)))
    .returning({ id: employments.id });
  if (!row) throw notFound();
}
