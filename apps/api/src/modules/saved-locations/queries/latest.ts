import { parseColombianAddress } from "@despacho/domain";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { containsPattern } from "../../../db/query-helpers.js";
import { savedLocations } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";

/** q in the name or the address, as typed or in its normalised form ("cl 72" finds "Calle 72 # 10-34"). */
function matching(q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const street = parseColombianAddress(text).street;
  return or(
    ilike(savedLocations.name, containsPattern(text)),
    ilike(savedLocations.address, containsPattern(text)),
    ilike(savedLocations.address, containsPattern(street)),
  );
}

/** spec §7 /locations/latest/: the headquarter's saved places, newest first. */
export async function latestSavedLocations(db: Db, headquarterId: string, win: Window, q?: string) {
  const where = and(eq(savedLocations.headquarterId, headquarterId), matching(q));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(savedLocations)
      .where(where)
      .orderBy(desc(savedLocations.createdAt), desc(savedLocations.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(savedLocations).where(where),
  ]);
  return { rows, total };
}
