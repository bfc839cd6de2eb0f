import { and, asc, desc, eq, getTableColumns, inArray, like, type SQL, sql } from "drizzle-orm";
import { LINKED_AFFILIATION_STATUSES } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { byName, containsPattern } from "../../../../db/query-helpers.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";

/** A courier's names and image, which live on the courier's user. */
export const courierNames = { firstName: users.firstName, lastName: users.lastName, imageUrl: users.imageUrl };

/** A courier as one headquarter sees it: the profile, names from the user, online from the affiliation. */
export const courierColumns = { ...getTableColumns(messengers), ...courierNames, isOnline: affiliations.isOnline };

/** Of a courier, what the assign dialogs' list shows (presentMessenger's MessengerRow), where courierColumns reads all 16. */
export const listedCourierColumns = {
  id: messengers.id,
  isAvailable: messengers.isAvailable,
  rating: messengers.rating,
  latitude: messengers.latitude,
  longitude: messengers.longitude,
  locationAt: messengers.locationAt,
  ...courierNames,
  isOnline: affiliations.isOnline,
};

/** The courier lists' order: online first, then by name (affiliations_list_order_idx, on the affiliation's copy of the names). */
export const onlineFirst = [
  desc(affiliations.isOnline),
  byName(affiliations.courierFirstName),
  byName(affiliations.courierLastName),
  asc(affiliations.messengerId),
];

/** Join condition: the courier's user. */
export const userOfCourier = eq(users.id, messengers.userId);

/** The affiliation is with the headquarter and linked (affiliated or in disaffiliation). */
export const linkedIn = (headquarterId: string | SQL) =>
  and(eq(affiliations.headquarterId, headquarterId), inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES]));

/** Join condition: the courier's affiliation with the headquarter, linked (affiliated or in disaffiliation). */
export const linkedTo = (headquarterId: string | SQL) => and(eq(affiliations.messengerId, messengers.id), linkedIn(headquarterId));

/**
 * The page of the affiliations `where` picks, in the lists' order (onlineFirst), as a subquery of messenger ids, its
 * window in the placeholders "limit" and "offset". It reads only columns of affiliations_list_order_idx, so the page is
 * walked on that index without visiting the table (index-only scan), a search filtering the index's entries as it
 * goes; the page's few rows are joined after.
 */
export const listPage = (db: Db, where: SQL | undefined) =>
  db
    .select({ messengerId: affiliations.messengerId })
    .from(affiliations)
    .where(where)
    .orderBy(...onlineFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");

/** Join condition: the affiliation of the headquarter of a `listPage` row. */
export const affiliationOf = (page: ReturnType<typeof listPage>, headquarterId: string | SQL) =>
  and(eq(affiliations.messengerId, page.messengerId), eq(affiliations.headquarterId, headquarterId));

/**
 * The courier lists' search: name, username, document or phone contains `q`, in lower case and without
 * accents on both sides (search_fold), on the affiliation's copy of those texts (affiliations_search_trgm_idx).
 * In a prepared statement `q` is the SQL of a `containsPattern` given as a value.
 */
export const courierSearch = (q: string | SQL): SQL =>
  like(affiliations.courierSearchText, sql`search_fold(${typeof q === "string" ? containsPattern(q) : q})`);
