import { and, eq, sql } from "drizzle-orm";
import { MESSAGES } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { servicesTags, tags } from "../../../db/schema/index.js";
import { AppError, duplicateName, notFound, refusingDuplicates } from "../../../errors.js";

export async function createTag(db: Db, headquarterId: string, name: string) {
  const [row] = await refusingDuplicates(db.insert(tags).values({ headquarterId, name }).returning(), () => duplicateName("tag"));
  return row;
}

/** A tag services carry is refused (409): deleting it would change those services unseen. */
export async function deleteTag(db: Db, headquarterId: string, id: string) {
  const mine = and(eq(tags.id, id), eq(tags.headquarterId, headquarterId));
  const inUse = sql`exists (select 1 from ${servicesTags} where ${servicesTags.tagId} = ${tags.id})`;
  const [row] = await db
    .delete(tags)
    .where(and(mine, sql`not ${inUse}`))
    .returning({ id: tags.id });
  if (row) return;
  const [exists] = await db.select({ id: tags.id }).from(tags).where(mine);
  if (!exists) throw notFound();
  throw new AppError("CONFLICT", MESSAGES.tagInUse);
}
