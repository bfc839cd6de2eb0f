import { and, asc, count, eq, ilike, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { businessStores, users } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { Owner } from "../owner.js";

const STORE_NOT_FOUND = "Tienda no encontrada";

/** A store of the owner's business in the headquarter, named in a body: otherwise 400 on that field. */
export async function ownStore(db: Db, owner: Owner, id: string, field: string) {
  const [row] = await db
    .select()
    .from(businessStores)
    .where(
      and(
        eq(businessStores.id, id),
        eq(businessStores.headquarterId, owner.headquarterId),
        eq(businessStores.businessUserId, owner.userId),
      ),
    );
  if (!row) throw badRequest(field, STORE_NOT_FOUND);
  return row;
}

/** Any store of the headquarter, named in a body: otherwise 400 on that field. */
export async function headquarterStore(db: Db, owner: Owner, id: string, field: string) {
  const [row] = await db
    .select()
    .from(businessStores)
    .where(and(eq(businessStores.id, id), eq(businessStores.headquarterId, owner.headquarterId)));
  if (!row) throw badRequest(field, STORE_NOT_FOUND);
  return row;
}

/** The stores of the headquarter's other businesses: the providers a covenant may be asked of. */
export async function listProviders(db: Db, owner: Owner, win: Window, q?: string) {
  const where = and(
    eq(businessStores.headquarterId, owner.headquarterId),
    ne(businessStores.businessUserId, owner.userId),
    q ? ilike(businessStores.name, containsPattern(q)) : undefined,
  ) as SQL;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: businessStores.id, name: businessStores.name, businessName: users.businessName })
      .from(businessStores)
      .innerJoin(users, eq(users.id, businessStores.businessUserId))
      .where(where)
      .orderBy(byName(businessStores.name), asc(businessStores.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(businessStores).where(where),
  ]);
  return { rows, total };
}
