import { and, eq, gt, lt } from "drizzle-orm";
import { type ExcludedHourInput, type MessengerWorkingHourInput, SCHEDULE_MESSAGES } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { affiliations, excludedWorkingHours, messengerWorkingHours } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { asWeeklyHours, refuseOverlap } from "./overlap.js";

/** Locks the courier's affiliation with the headquarter (404 when the courier is not linked there). */
async function lockAffiliation(tx: Tx, headquarterId: string, messengerId: string) {
  const [row] = await tx
    .select({ status: affiliations.status })
    .from(affiliations)
    .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, headquarterId)))
    .for("update");
  if (!row || row.status === "disaffiliated") throw notFound();
}

/** Adds (no id) or changes a span of a courier's weekly hours at the headquarter. */
export async function saveMessengerWorkingHour(db: Db, headquarterId: string, input: MessengerWorkingHourInput, id?: string) {
  return db.transaction(async (tx) => {
    await lockAffiliation(tx, headquarterId, input.messenger);
    const sameDay = await tx
      .select()
      .from(messengerWorkingHours)
      .where(
        and(
          eq(messengerWorkingHours.headquarterId, headquarterId),
          eq(messengerWorkingHours.messengerId, input.messenger),
          eq(messengerWorkingHours.weekday, input.weekday),
        ),
      );
    refuseOverlap(sameDay.map(asWeeklyHours), input, id);
    const values = { messengerId: input.messenger, weekday: input.weekday, startsAt: input.starts_at, endsAt: input.ends_at };
    const [row] = id
      ? await tx
          .update(messengerWorkingHours)
          .set(values)
          .where(and(eq(messengerWorkingHours.id, id), eq(messengerWorkingHours.headquarterId, headquarterId)))
          .returning({ id: messengerWorkingHours.id })
      : await tx
          .insert(messengerWorkingHours)
          .values({ headquarterId, ...values })
          .returning({ id: messengerWorkingHours.id });
    if (!row) throw notFound();
    return row.id;
  });
}

export async function deleteMessengerWorkingHour(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(messengerWorkingHours)
    .where(and(eq(messengerWorkingHours.id, id), eq(messengerWorkingHours.headquarterId, headquarterId)))
    .returning({ id: messengerWorkingHours.id });
  if (!row) throw notFound();
}

/** Adds hours the courier does not work; spans of the same courier may not overlap (409). */
export async function createExcludedHour(db: Db, headquarterId: string, input: ExcludedHourInput) {
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  return db.transaction(async (tx) => {
    await lockAffiliation(tx, headquarterId, input.messenger);
    const [overlapping] = await tx
      .select({ id: excludedWorkingHours.id })
      .from(excludedWorkingHours)
      .where(
        and(
          eq(excludedWorkingHours.headquarterId, headquarterId),
          eq(excludedWorkingHours.messengerId, input.messenger),
          lt(excludedWorkingHours.startsAt, endsAt),
          gt(excludedWorkingHours.endsAt, startsAt),
        ),
      )
      .limit(1);
    if (overlapping) throw new AppError("HOURS_OVERLAP", SCHEDULE_MESSAGES.excludedOverlap);
    const [row] = await tx
      .insert(excludedWorkingHours)
      .values({ headquarterId, messengerId: input.messenger, startsAt, endsAt, reason: input.reason || null })
      .returning({ id: excludedWorkingHours.id });
    return row.id;
  });
}

export async function deleteExcludedHour(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(excludedWorkingHours)
    .where(and(eq(excludedWorkingHours.id, id), eq(excludedWorkingHours.headquarterId, headquarterId)))
    .returning({ id: excludedWorkingHours.id });
  if (!row) throw notFound();
}
