import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { headquarters } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Principal } from "../../../plugins/auth.js";
import type { HeadquarterRow } from "../presenter.js";

export async function activeHeadquarters(db: Db, principal: Principal) {
  if (principal.headquarterIds.length === 0) return [];
  return db
    .select()
    .from(headquarters)
    .where(and(inArray(headquarters.id, principal.headquarterIds), eq(headquarters.isActive, true)))
    .orderBy(asc(headquarters.name));
}

/** A headquarter of the caller; any other id answers 404. */
export async function headquarterFor(db: Db, principal: Principal, id: string): Promise<HeadquarterRow> {
  if (!principal.headquarterIds.includes(id)) throw notFound();
  const [row] = await db.select().from(headquarters).where(eq(headquarters.id, id));
  if (!row) throw notFound();
  return row;
}
