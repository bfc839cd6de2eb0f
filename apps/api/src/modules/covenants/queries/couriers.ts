import { and, asc, count, ilike, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { affiliations, messengers, users } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";
import { courierNames, linkedTo, userOfCourier } from "../../couriers/index.js";
import type { Owner } from "../owner.js";

export interface CovenantCourierFilters {
  q?: string;
  id__in?: string[];
}

const fullNameText = sql`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * GET /covenants/couriers/: the couriers linked to the owner's headquarter a covenant may name, by name; searched by
 * their full name only (a business never searches by a courier's document or phone).
 */
export async function listCovenantCouriers(db: Db, owner: Owner, win: Window, filters: CovenantCourierFilters) {
  const where = and(
    filters.q ? ilike(fullNameText, containsPattern(filters.q)) : undefined,
    filters.id__in ? inArray(messengers.id, filters.id__in) : undefined,
  );
  const linked = linkedTo(owner.headquarterId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: messengers.id, ...courierNames })
      .from(messengers)
      .innerJoin(users, userOfCourier)
      .innerJoin(affiliations, linked)
      .where(where)
      .orderBy(byName(users.firstName), byName(users.lastName), asc(messengers.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(messengers).innerJoin(users, userOfCourier).innerJoin(affiliations, linked).where(where),
  ]);
  return { rows, total };
}
