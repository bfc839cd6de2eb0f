import { and, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import { affiliations, messengers, users } from "../../../db/schema/index.js";

/** The affiliation statuses of a courier linked to a headquarter (its active couriers, spec §4). */
export const LINKED_STATUSES = ["affiliated", "in_disaffiliation"] as const;

/** A courier's names and image, which live on the courier's user. */
export const courierNames = { firstName: users.firstName, lastName: users.lastName, imageUrl: users.imageUrl };

/** A courier as one headquarter sees it: the profile, names from the user, online from the affiliation. */
export const courierColumns = { ...getTableColumns(messengers), ...courierNames, isOnline: affiliations.isOnline };

/** Join condition: the courier's user. */
export const userOfCourier = eq(users.id, messengers.userId);

/** Join condition: the courier's affiliation with the headquarter, linked (affiliated or in disaffiliation). */
export const linkedTo = (headquarterId: string | SQL) =>
  and(
    eq(affiliations.messengerId, messengers.id),
    eq(affiliations.headquarterId, headquarterId),
    inArray(affiliations.status, [...LINKED_STATUSES]),
  );
