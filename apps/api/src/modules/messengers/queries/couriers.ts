import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AffiliationStatus } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { containsPattern } from "../../../db/query-helpers.js";
import { affiliations, messengers, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";

export interface CourierFilter {
  q?: string;
  statuses: readonly AffiliationStatus[];
  onlineOnly?: boolean;
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** A courier as one headquarter sees them: the profile, the account and that headquarter's affiliation. */
const courierSelection = { messenger: messengers, user: users, affiliation: affiliations };
export type CourierRecord = {
  messenger: typeof messengers.$inferSelect;
  user: typeof users.$inferSelect;
  affiliation: typeof affiliations.$inferSelect;
};

const couriersOf = (db: Db) =>
  db
    .select(courierSelection)
    .from(affiliations)
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId));

function search(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    ilike(fullName, pattern),
    ilike(users.username, pattern),
    ilike(messengers.nuip, pattern),
    ilike(messengers.phoneNumber, pattern),
  );
}

/** Couriers affiliated with the headquarter in one of `statuses`: online first, then by name. */
export async function listCouriers(db: Db, headquarterId: string, win: Window, filter: CourierFilter) {
  const where = and(
    eq(affiliations.headquarterId, headquarterId),
    inArray(affiliations.status, [...filter.statuses]),
    filter.onlineOnly ? eq(affiliations.isOnline, true) : undefined,
    filter.q ? search(filter.q) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    couriersOf(db)
      .where(where)
      .orderBy(desc(affiliations.isOnline), asc(users.firstName), asc(users.lastName), asc(messengers.id))
      .limit(win.limit)
      .offset(win.offset),
    db
      .select({ total: count() })
      .from(affiliations)
      .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
      .innerJoin(users, eq(users.id, messengers.userId))
      .where(where),
  ]);
  return { rows, total };
}

/** The courier when affiliated (in any status) with the headquarter; 404 otherwise. */
export async function courierFor(db: Db, headquarterId: string, messengerId: string): Promise<CourierRecord> {
  const [row] = await couriersOf(db).where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)));
  if (!row) throw notFound();
  return row;
}
