import { and, eq, inArray, sql } from "drizzle-orm";
import type { AffiliationStatus } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import { cappedTotal, pageWithTotal, type Window } from "../../../../pagination.js";
import { affiliationOf, courierSearch, listPage, onlineFirst } from "./courier-view.js";

export interface CourierFilter {
  q?: string;
  statuses: readonly AffiliationStatus[];
  onlineOnly?: boolean;
}

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

/** Couriers affiliated with the headquarter in one of `statuses`: online first, then by name; the total capped (cappedTotal). */
export async function listCouriers(db: Db, headquarterId: string, win: Window, filter: CourierFilter) {
  const where = and(
    eq(affiliations.headquarterId, headquarterId),
    inArray(affiliations.status, [...filter.statuses]),
    filter.onlineOnly ? eq(affiliations.isOnline, true) : undefined,
    filter.q ? courierSearch(filter.q) : undefined,
  );
  const total = cappedTotal(win, db.select({ one: sql`1` }).from(affiliations).where(where));
  const { rows, total: count } = await pageWithTotal(win, (w) => {
    const page = listPage(db, where, w);
    return db
      .select({ ...courierSelection, total })
      .from(page)
      .innerJoin(affiliations, affiliationOf(page, headquarterId))
      .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
      .innerJoin(users, eq(users.id, messengers.userId))
      .orderBy(...onlineFirst);
  });
  return { rows, total: count };
}

/** The courier when affiliated (in any status) with the headquarter; 404 otherwise. */
export async function courierFor(db: Db, headquarterId: string, messengerId: string): Promise<CourierRecord> {
  const [row] = await couriersOf(db).where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)));
  if (!row) throw notFound();
  return row;
}
