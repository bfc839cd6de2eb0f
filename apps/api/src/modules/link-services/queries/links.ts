import { type AnyColumn, and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { headquarters, linkServices, paymentMethods, serviceTypes } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { pageWithTotal, totalOver, type Window } from "../../../pagination.js";

type Choice = { uuid: string; name: string };

/** The active rows of `table` among the link's ids, as {uuid, name} by name. */
const choicesOf = (table: typeof serviceTypes | typeof paymentMethods, ids: AnyColumn) =>
  sql<
    Choice[]
  >`coalesce((select json_agg(json_build_object('uuid', c.id, 'name', c.name) order by lower(c.name)) from ${table} c where c.id = any(${ids}) and c.is_active), '[]'::json)`;

export const linkColumns = {
  link: linkServices,
  service_types: choicesOf(serviceTypes, linkServices.serviceTypeIds),
  payment_methods: choicesOf(paymentMethods, linkServices.paymentMethodIds),
};
export type LinkWithChoices = { link: typeof linkServices.$inferSelect; service_types: Choice[]; payment_methods: Choice[] };

/** spec §9: the headquarter's links, newest first, 25 a page. */
export function listLinks(db: Db, headquarterId: string, win: Window) {
  return pageWithTotal(win, (w) =>
    db
      .select({ ...linkColumns, total: totalOver })
      .from(linkServices)
      .where(eq(linkServices.headquarterId, headquarterId))
      .orderBy(desc(linkServices.createdAt), desc(linkServices.id))
      .limit(w.limit)
      .offset(w.offset),
  );
}

export async function findLink(db: Db, headquarterId: string, id: string): Promise<LinkWithChoices | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(linkServices)
    .where(and(eq(linkServices.id, id), eq(linkServices.headquarterId, headquarterId)));
  return row;
}

/** spec §2.4: the link a token names while it is neither revoked nor expired, else the token-failure answer. */
export async function activeLink(db: Db, token: string) {
  const [row] = await db
    .select({ ...linkColumns, headquarter: headquarters.name, bounds: headquarters.cityBounds })
    .from(linkServices)
    .innerJoin(headquarters, eq(headquarters.id, linkServices.headquarterId))
    .where(
      and(
        eq(linkServices.token, token),
        isNull(linkServices.revokedAt),
        or(isNull(linkServices.expiresAt), gt(linkServices.expiresAt, sql`now()`)),
      ),
    );
  if (!row) throw new AppError("LINK_NOT_AVAILABLE");
  return row;
}

/** The headquarter of an active link (the public address search works in its cities). */
export const headquarterOfLink = async (db: Db, token: string) => (await activeLink(db, token)).link.headquarterId;
