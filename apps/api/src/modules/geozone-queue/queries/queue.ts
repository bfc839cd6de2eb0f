import { and, eq } from "drizzle-orm";
import { queueOrder } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { geozoneQueueEntries, messengers, queueGeozones, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";

/** The queue of one of the headquarter's queued zones, in order (404 for another headquarter's or a missing zone). */
export async function loadQueue(db: Db, headquarterId: string, queueGeozoneId: string) {
  const [zone] = await db
    .select({ id: queueGeozones.id })
    .from(queueGeozones)
    .where(and(eq(queueGeozones.id, queueGeozoneId), eq(queueGeozones.headquarterId, headquarterId)));
  if (!zone) throw notFound();
  const rows = await db
    .select({
      id: geozoneQueueEntries.messengerId,
      enteredAt: geozoneQueueEntries.enteredAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      imageUrl: users.imageUrl,
    })
    .from(geozoneQueueEntries)
    .innerJoin(messengers, eq(messengers.id, geozoneQueueEntries.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(and(eq(geozoneQueueEntries.headquarterId, headquarterId), eq(geozoneQueueEntries.queueGeozoneId, queueGeozoneId)));
  return queueOrder(rows);
}
export type QueueRecord = Awaited<ReturnType<typeof loadQueue>>[number];
