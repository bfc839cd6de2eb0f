import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employments } from "../../../db/schema/index.js";
import { duplicateName, notFound, refusingDuplicates } from "../../../errors.js";

const refuseDuplicate = <T>(write: PromiseLike<T>) => refusingDuplicates(write, () => duplicateName("employment"));

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
