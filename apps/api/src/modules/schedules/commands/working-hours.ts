import { and, eq } from "drizzle-orm";
import type { WorkingHourInput } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { headquarters, workingHours } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import { asWeeklyHours, refuseOverlap } from "./overlap.js";

const values = (input: WorkingHourInput) => ({ weekday: input.weekday, startsAt: input.starts_at, endsAt: input.ends_at });

/** Adds (no id) or changes a span of the headquarter's hours; the headquarter row is locked so two saves can't both overlap. */
export async function saveWorkingHour(db: Db, headquarterId: string, input: WorkingHourInput, id?: string) {
  return db.transaction(async (tx) => {
    await tx.select({ id: headquarters.id }).from(headquarters).where(eq(headquarters.id, headquarterId)).for("update");
    const sameDay = await tx
      .select()
      .from(workingHours)
      .where(and(eq(workingHours.headquarterId, headquarterId), eq(workingHours.weekday, input.weekday)));
    refuseOverlap(sameDay.map(asWeeklyHours), input, id);
    const [row] = id
      ? await tx
          .update(workingHours)
          .set(values(input))
          .where(and(eq(workingHours.id, id), eq(workingHours.headquarterId, headquarterId)))
          .returning()
      : await tx
          .insert(workingHours)
          .values({ headquarterId, ...values(input) })
          .returning();
    if (!row) throw notFound();
    return row;
  });
}

export async function deleteWorkingHour(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(workingHours)
    .where(and(eq(workingHours.id, id), eq(workingHours.headquarterId, headquarterId)))
    .returning({ id: workingHours.id });
  if (!row) throw notFound();
}
