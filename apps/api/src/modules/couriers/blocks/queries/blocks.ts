import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, not, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type BlockHistoryQuery, zonedDay } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { courierRefColumns, courierUsers, courierFullName } from "../../../../db/courier-refs.js";
import { containsPattern } from "../../../../db/query-helpers.js";
import { messengerBlocks, messengers, users } from "../../../../db/schema/index.js";
import type { Window } from "../../../../pagination.js";
import { timeZoneOf } from "../../../headquarters/index.js";
import { isOpenBlock } from "./open-blocks.js";

const blockers = alias(users, "blocker");
const unblockers = alias(users, "unblocker");

const columns = {
  block: messengerBlocks,
  ...courierRefColumns,
  blockerFirstName: blockers.firstName,
  blockerLastName: blockers.lastName,
  unblockerFirstName: unblockers.firstName,
  unblockerLastName: unblockers.lastName,
};

const searching = (q: string | undefined) =>
  q ? or(ilike(courierFullName, containsPattern(q)), ilike(courierUsers.username, containsPattern(q))) : undefined;

const byStatus: Record<NonNullable<BlockHistoryQuery["status"]>, () => SQL> = {
  active: () => isOpenBlock(),
  unblocked: () => isNotNull(messengerBlocks.unblockedAt),
  expired: () => and(isNull(messengerBlocks.unblockedAt), not(isOpenBlock())) as SQL,
};

const selectBlocks = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(messengerBlocks)
    .innerJoin(messengers, eq(messengers.id, messengerBlocks.messengerId))
    .innerJoin(courierUsers, eq(courierUsers.id, messengers.userId))
    .leftJoin(blockers, eq(blockers.id, messengerBlocks.blockedBy))
    .leftJoin(unblockers, eq(unblockers.id, messengerBlocks.unblockedBy))
    .where(where);

async function page(db: Db, where: SQL | undefined, win: Window) {
  const [rows, [{ total }]] = await Promise.all([
    selectBlocks(db, where).orderBy(desc(messengerBlocks.startsAt), desc(messengerBlocks.id)).limit(win.limit).offset(win.offset),
    db
      .select({ total: count() })
      .from(messengerBlocks)
      .innerJoin(messengers, eq(messengers.id, messengerBlocks.messengerId))
      .innerJoin(courierUsers, eq(courierUsers.id, messengers.userId))
      .where(where),
  ]);
  return { rows, total };
}
export type BlockListRow = Awaited<ReturnType<typeof page>>["rows"][number];

/** The headquarter's open blocks, newest first. */
export function listOpenBlocks(db: Db, headquarterId: string, win: Window, q?: string) {
  return page(db, and(eq(messengerBlocks.headquarterId, headquarterId), isOpenBlock(), searching(q)), win);
}

/** Every block of the headquarter (who, when, why, who unblocked), newest first. */
export async function listBlockHistory(db: Db, headquarterId: string, win: Window, query: BlockHistoryQuery) {
  const zone = await timeZoneOf(db, headquarterId);
  return page(
    db,
    and(
      eq(messengerBlocks.headquarterId, headquarterId),
      searching(query.q),
      query.messenger ? eq(messengerBlocks.messengerId, query.messenger) : undefined,
      query.status ? byStatus[query.status]() : undefined,
      query.from ? gte(messengerBlocks.startsAt, zonedDay(zone, query.from).start) : undefined,
      query.to ? lt(messengerBlocks.startsAt, zonedDay(zone, query.to).end) : undefined,
    ),
    win,
  );
}

/** One block of the headquarter, shaped like the lists' rows. */
export async function blockFor(db: Db, headquarterId: string, id: string): Promise<BlockListRow | undefined> {
  const [row] = await selectBlocks(db, and(eq(messengerBlocks.headquarterId, headquarterId), eq(messengerBlocks.id, id)));
  return row;
}
