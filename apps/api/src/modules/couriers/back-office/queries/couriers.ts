import { and, eq, sql } from "drizzle-orm";
import type { AffiliationStatus } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import { PLANNED_EACH_CALL, param, prepared, whenGiven } from "../../../../db/prepared.js";
import { containsPattern } from "../../../../db/query-helpers.js";
import { cappedTotal, cappedWindow, pageWithTotal, type Window } from "../../../../pagination.js";
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

/** Of a courier, what the lists show (presentCourier): 17 columns of the 42 a CourierRecord reads. */
const listedSelection = {
  messenger: {
    id: messengers.id,
    rating: messengers.rating,
    ratingCounter: messengers.ratingCounter,
    nuip: messengers.nuip,
    phoneNumber: messengers.phoneNumber,
    address: messengers.address,
  },
  user: { firstName: users.firstName, lastName: users.lastName, imageUrl: users.imageUrl, username: users.username, email: users.email },
  affiliation: {
    isOnline: affiliations.isOnline,
    status: affiliations.status,
    affiliatedAt: affiliations.affiliatedAt,
    disaffiliatedAt: affiliations.disaffiliatedAt,
    payrollPaid: affiliations.payrollPaid,
    balance: affiliations.balance,
  },
};
/** A courier of a list page; a CourierRecord is one too. */
export type ListedCourier = {
  [Part in keyof typeof listedSelection]: Pick<
    CourierRecord[Part],
    Extract<keyof (typeof listedSelection)[Part], keyof CourierRecord[Part]>
  >;
};

const couriersOf = (db: Db) =>
  db
    .select(courierSelection)
    .from(affiliations)
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId));

/**
 * One page of a courier list and its capped count, one statement whose SQL is built once and planned at each call for
 * its filter (PLANNED_EACH_CALL): the placeholders "headquarter", "statuses", "online" and "pattern" (null: any).
 */
const pageStatement = (db: Db) => {
  const headquarter = sql`${param("headquarter")}::uuid`;
  const where = and(
    eq(affiliations.headquarterId, headquarter),
    sql`${affiliations.status} = any(${param("statuses")}::text[])`,
    whenGiven("online", "boolean", (online) => eq(affiliations.isOnline, online)),
    whenGiven("pattern", "text", courierSearch),
  );
  const page = listPage(db, where);
  return db
    .select({ ...listedSelection, total: cappedTotal(db.select({ one: sql`1` }).from(affiliations).where(where)) })
    .from(page)
    .innerJoin(affiliations, affiliationOf(page, headquarter))
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .orderBy(...onlineFirst)
    .prepare(PLANNED_EACH_CALL);
};

/** Couriers affiliated with the headquarter in one of `statuses`: online first, then by name; the total capped (cappedTotal). */
export async function listCouriers(db: Db, headquarterId: string, win: Window, filter: CourierFilter) {
  const statement = prepared(db, "couriers_page", () => pageStatement(db));
  const values = {
    headquarter: headquarterId,
    statuses: [...filter.statuses],
    online: filter.onlineOnly ? true : null,
    pattern: filter.q ? containsPattern(filter.q) : null,
  };
  return pageWithTotal(win, (at) => statement.execute({ ...values, ...cappedWindow(at) }));
}

const affiliatedStatement = (db: Db) =>
  db
    .select({ one: sql<number>`1` })
    .from(affiliations)
    .where(
      and(
        eq(affiliations.headquarterId, sql`${param("headquarter")}::uuid`),
        eq(affiliations.messengerId, sql`${param("messenger")}::uuid`),
      ),
    )
    .prepare("courier_affiliated");

/**
 * 404 unless the courier is affiliated (in any status) with the headquarter, as courierFor, for a route that reads
 * nothing of the courier: one prepared probe of the affiliation's key (issue 21: the track and the points' page).
 */
export async function ensureCourierIn(db: Db, headquarterId: string, messengerId: string) {
  const rows = await prepared(db, "courier_affiliated", () => affiliatedStatement(db)).execute({
    headquarter: headquarterId,
    messenger: messengerId,
  });
  if (rows.length === 0) throw notFound();
}

/** The courier when affiliated (in any status) with the headquarter; 404 otherwise. */
export async function courierFor(db: Db, headquarterId: string, messengerId: string): Promise<CourierRecord> {
  const [row] = await couriersOf(db).where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)));
  if (!row) throw notFound();
  return row;
}
