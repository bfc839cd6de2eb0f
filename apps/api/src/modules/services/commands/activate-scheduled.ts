import type { FastifyInstance } from "fastify";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { serviceHistory, serviceLocations, services } from "../../../db/schema/index.js";
import { insertService } from "./create.js";
import { serviceChanged } from "../events.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { timeZoneOf } from "../../headquarters/index.js";
import { nextOccurrence } from "./repeat.js";

type ServiceRow = typeof services.$inferSelect;
const BATCH = 100;

/** A copy of a repeating service for its next day, scheduled again. */
async function scheduleNext(tx: Tx, row: ServiceRow): Promise<ServiceRow | null> {
  if (!row.repeatScheduled || !row.repeatScheduledAt?.length || !row.scheduledAt) return null;
  const next = nextOccurrence(row.scheduledAt, row.repeatScheduledAt, new Date(), await timeZoneOf(tx, row.headquarterId));
  if (!next) return null;
  const lead = row.operableAt ? row.scheduledAt.getTime() - row.operableAt.getTime() : 0;
  const locations = await tx
    .select()
    .from(serviceLocations)
    .where(eq(serviceLocations.serviceId, row.id))
    .orderBy(asc(serviceLocations.position));
  const { id, consecutive, createdAt, updatedAt, version, noveltyFields, completionData, ...copy } = row;
  return insertService(
    tx,
    {
      ...copy,
      status: "scheduled",
      scheduledAt: next,
      operableAt: new Date(next.getTime() - lead),
      messengerId: row.directAssignment ? row.messengerId : null,
    },
    locations.map(({ serviceId, ...l }) => l),
    null,
    { data: { repeat_of: id }, announced: true },
  );
}

/**
 * spec §4: a scheduled service becomes by_assign (assigned when it was directly assigned) once
 * operable. Rows are claimed with FOR UPDATE SKIP LOCKED, so two nodes never activate one twice.
 */
export function activateScheduledServices(app: FastifyInstance) {
  const isDue = and(eq(services.status, "scheduled"), lte(services.operableAt, sql`now()`));
  const activateBatch = () =>
    app.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(services)
        .where(isDue)
        .orderBy(asc(services.operableAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const row of due) {
        const [updated] = await tx
          .update(services)
          .set({ status: row.messengerId ? "assigned" : "by_assign", version: sql`${services.version} + 1`, updatedAt: sql`now()` })
          .where(eq(services.id, row.id))
          .returning();
        await tx
          .insert(serviceHistory)
          .values({ serviceId: row.id, userId: null, action: "activate", fromStatus: "scheduled", toStatus: updated.status });
        await recordEvents(tx, [serviceChanged(updated, updated.status === "assigned" ? "assign" : "activate", "scheduled")]);
        await scheduleNext(tx, row);
      }
      return due.length;
    });

  return async () => {
    // A cheap look first: the embedded database runs one transaction at a time, so an idle poll must not open one.
    const [anyDue] = await app.db.select({ id: services.id }).from(services).where(isDue).limit(1);
    if (!anyDue) return 0;
    let total = 0;
    for (;;) {
      const count = await activateBatch();
      await app.events.dispatch();
      total += count;
      if (count < BATCH) return total;
    }
  };
}
