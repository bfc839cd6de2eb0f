import { and, asc, desc, eq, getTableColumns, inArray, like, type SQL, sql } from "drizzle-orm";
import { LINKED_AFFILIATION_STATUSES } from "@despacho/domain";
import { byName, containsPattern } from "../../../../db/query-helpers.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";

/** A courier's names and image, which live on the courier's user. */
export const courierNames = { firstName: users.firstName, lastName: users.lastName, imageUrl: users.imageUrl };

/** A courier as one headquarter sees it: the profile, names from the user, online from the affiliation. */
export const courierColumns = { ...getTableColumns(messengers), ...courierNames, isOnline: affiliations.isOnline };

/** The courier lists' order: online first, then by name (affiliations_list_order_idx, on the affiliation's copy of the names). */
export const onlineFirst = [
  desc(affiliations.isOnline),
  byName(affiliations.courierFirstName),
  byName(affiliations.courierLastName),
  asc(affiliations.messengerId),
];

/** Join condition: the courier's user. */
export const userOfCourier = eq(users.id, messengers.userId);

/** Join condition: the courier's affiliation with the headquarter, linked (affiliated or in disaffiliation). */
export const linkedTo = (headquarterId: string | SQL) =>
  and(
    eq(affiliations.messengerId, messengers.id),
    eq(affiliations.headquarterId, headquarterId),
    inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES]),
  );

/**
 * The courier lists' search: name, username, document or phone contains `q`, in lower case and without
 * accents on both sides (search_fold), on the affiliation's copy of those texts (affiliations_search_trgm_idx).
 */
export const courierSearch = (q: string): SQL => like(affiliations.courierSearchText, sql`search_fold(${containsPattern(q)})`);
