import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { courierRefColumns, courierUsers } from "../../../db/courier-refs.js";
import { excludedWorkingHours, messengerWorkingHours, messengers, workingHours } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";

/** The headquarter's weekly hours, Sunday first. */
export async function listWorkingHours(db: Db, headquarterId: string, win: Window, weekday?: number) {
  const where = and(eq(workingHours.headquarterId, headquarterId), weekday === undefined ? undefined : eq(workingHours.weekday, weekday));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(workingHours)
      .where(where)
      .orderBy(asc(workingHours.weekday), asc(workingHours.startsAt), asc(workingHours.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(workingHours).where(where),
  ]);
  return { rows, total };
}

const courierHoursWhere = (headquarterId: string, messengerId?: string, id?: string): SQL | undefined =>
  and(
    eq(messengerWorkingHours.headquarterId, headquarterId),
    messengerId ? eq(messengerWorkingHours.messengerId, messengerId) : undefined,
    id ? eq(messengerWorkingHours.id, id) : undefined,
  );

const selectCourierHours = (db: Db, where: SQL | undefined) =>
  db
    .select({ hour: messengerWorkingHours, ...courierRefColumns })
    .from(messengerWorkingHours)
    .innerJoin(messengers, eq(messengers.id, messengerWorkingHours.messengerId))
    .innerJoin(courierUsers, eq(courierUsers.id, messengers.userId))
    .where(where);

/** Couriers' weekly hours at the headquarter (one courier's when named), by courier then weekday. */
export async function listMessengerWorkingHours(db: Db, headquarterId: string, win: Window, messengerId?: string) {
  const where = courierHoursWhere(headquarterId, messengerId);
  const [rows, [{ total }]] = await Promise.all([
    selectCourierHours(db, where)
      .orderBy(
        asc(courierUsers.firstName),
        asc(courierUsers.lastName),
        asc(messengerWorkingHours.messengerId),
        asc(messengerWorkingHours.weekday),
        asc(messengerWorkingHours.startsAt),
        asc(messengerWorkingHours.id),
      )
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(messengerWorkingHours).where(where),
  ]);
  return { rows, total };
}

export async function messengerWorkingHourFor(db: Db, headquarterId: string, id: string) {
  const [row] = await selectCourierHours(db, courierHoursWhere(headquarterId, undefined, id));
  return row;
}

const excludedWhere = (headquarterId: string, messengerId?: string, id?: string): SQL | undefined =>
  and(
    eq(excludedWorkingHours.headquarterId, headquarterId),
    messengerId ? eq(excludedWorkingHours.messengerId, messengerId) : undefined,
    id ? eq(excludedWorkingHours.id, id) : undefined,
  );

const selectExcluded = (db: Db, where: SQL | undefined) =>
  db
    .select({ excluded: excludedWorkingHours, ...courierRefColumns })
    .from(excludedWorkingHours)
    .innerJoin(messengers, eq(messengers.id, excludedWorkingHours.messengerId))
    .innerJoin(courierUsers, eq(courierUsers.id, messengers.userId))
    .where(where);

/** Couriers' excluded hours at the headquarter, soonest first. */
export async function listExcludedHours(db: Db, headquarterId: string, win: Window, messengerId?: string) {
  const where = excludedWhere(headquarterId, messengerId);
  const [rows, [{ total }]] = await Promise.all([
    selectExcluded(db, where).orderBy(asc(excludedWorkingHours.startsAt), asc(excludedWorkingHours.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(excludedWorkingHours).where(where),
  ]);
  return { rows, total };
}

export async function excludedHourFor(db: Db, headquarterId: string, id: string) {
  const [row] = await selectExcluded(db, excludedWhere(headquarterId, undefined, id));
  return row;
}
