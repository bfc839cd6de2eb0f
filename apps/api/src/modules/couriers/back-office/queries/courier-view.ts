import { and, asc, desc, eq, getTableColumns, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { LINKED_AFFILIATION_STATUSES } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { byName, containsPattern } from "../../../../db/query-helpers.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";

/** A courier's names and image, which live on the courier's user. */
export const courierNames = { firstName: users.firstName, lastName: users.lastName, imageUrl: users.imageUrl };

/** A courier as one headquarter sees it: the profile, names from the user, online from the affiliation. */
export const courierColumns = { ...getTableColumns(messengers), ...courierNames, isOnline: affiliations.isOnline };

/** The courier lists' order: online first, then by name. */
export const onlineFirst = [desc(affiliations.isOnline), byName(users.firstName), byName(users.lastName), asc(messengers.id)];

/** Join condition: the courier's user. */
export const userOfCourier = eq(users.id, messengers.userId);

/** Join condition: the courier's affiliation with the headquarter, linked (affiliated or in disaffiliation). */
export const linkedTo = (headquarterId: string | SQL) =>
  and(
    eq(affiliations.messengerId, messengers.id),
    eq(affiliations.headquarterId, headquarterId),
    inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES]),
  );

// The texts a courier is searched by, exactly as their trigram indexes (users_search_trgm_idx,
// messengers_search_trgm_idx) are written, so the planner can use them.
const accountText = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username}`;
const documentText = sql`coalesce(${messengers.nuip}, '') || ' ' || coalesce(${messengers.phoneNumber}, '')`;

/**
 * The courier lists' search: name, username, document or phone contains `q`. The couriers matching
 * are gathered first, each side on its own index, instead of testing every courier of the list.
 */
export function courierSearch(db: Db, q: string): SQL {
  const pattern = containsPattern(q);
  const byAccount = db.select({ id: messengers.id }).from(messengers).innerJoin(users, userOfCourier).where(ilike(accountText, pattern));
  const byDocument = db.select({ id: messengers.id }).from(messengers).where(ilike(documentText, pattern));
  return inArray(messengers.id, union(byAccount, byDocument));
}
