import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import { type ActivationListQuery, zonedDay } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { courierRefColumns, courierUsers } from "../../../../db/courier-refs.js";
import { messengerActivations, messengers } from "../../../../db/schema/index.js";
import type { Window } from "../../../../pagination.js";
import { timeZoneOf } from "../../../headquarters/index.js";

/** Every time a courier went online or offline for the headquarter, newest first, by courier and days of the headquarter's zone. */
export async function listActivations(db: Db, headquarterId: string, win: Window, query: ActivationListQuery) {
  const zone = await timeZoneOf(db, headquarterId);
  const where = and(
    eq(messengerActivations.headquarterId, headquarterId),
    query.messenger ? eq(messengerActivations.messengerId, query.messenger) : undefined,
    query.from ? gte(messengerActivations.createdAt, zonedDay(zone, query.from).start) : undefined,
    query.to ? lt(messengerActivations.createdAt, zonedDay(zone, query.to).end) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ activation: messengerActivations, ...courierRefColumns })
      .from(messengerActivations)
      .innerJoin(messengers, eq(messengers.id, messengerActivations.messengerId))
      .innerJoin(courierUsers, eq(courierUsers.id, messengers.userId))
      .where(where)
      .orderBy(desc(messengerActivations.createdAt), desc(messengerActivations.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(messengerActivations).where(where),
  ]);
  return { rows, total };
}
export type ActivationRow = Awaited<ReturnType<typeof listActivations>>["rows"][number];
