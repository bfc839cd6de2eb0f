import { and, eq, isNull, sql } from "drizzle-orm";
import { canRate, TRACKING_MESSAGES } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { messengers, serviceTracking } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { trackedService } from "../queries/tracking.js";

/**
 * spec §4: a rating can be set on tracking data, once, when the service is finished; it joins the courier's average
 * (rating_counter ratings so far) in the same transaction.
 */
export async function rateService(db: Db, token: string, rating: number) {
  const tracked = await trackedService(db, token);
  if (!canRate(tracked.service.status, tracked.rating)) {
    throw new AppError("CONFLICT", tracked.rating === null ? TRACKING_MESSAGES.notFinished : TRACKING_MESSAGES.alreadyRated);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceTracking)
      .set({ rating, ratedAt: new Date() })
      .where(and(eq(serviceTracking.token, token), isNull(serviceTracking.rating)))
      .returning({ serviceId: serviceTracking.serviceId });
    if (!row) throw new AppError("CONFLICT", TRACKING_MESSAGES.alreadyRated);
    const courier = tracked.service.messengerId;
    if (!courier) return;
    await tx
      .update(messengers)
      .set({
        rating: sql`case when ${messengers.ratingCounter} = 0 then ${rating} else (${messengers.rating} * ${messengers.ratingCounter} + ${rating}) / (${messengers.ratingCounter} + 1) end`,
        ratingCounter: sql`${messengers.ratingCounter} + 1`,
      })
      .where(eq(messengers.id, courier));
  });
}
