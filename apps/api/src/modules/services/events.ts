import type { FastifyInstance } from "fastify";
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { businessUserSql } from "../auth/index.js";
import { EVENTS, type ServiceEventName, type ServiceEventPayload, type ServiceStatus, zonedDate } from "@despacho/domain";
import { cachedTimeZoneOf } from "../headquarters/index.js";
import { countByStatus } from "./queries/counts.js";
import { announceQueueChanges, settleCourierQueues } from "../geozone-queue/index.js";
import { systemScope } from "./scope.js";

/** What a command wants said once its transaction has committed (spec §7 service events). */
export interface ServiceEvent {
  headquarterId: string;
  /** Who created the service: a business user hears of its own services only. */
  owner: string | null;
  event: ServiceEventName;
  payload: ServiceEventPayload;
  /** The couriers (`messengers.id`) who hear it in their own room: the service's, and the one it was taken from. */
  couriers?: string[];
}

interface Changed {
  id: string;
  headquarterId: string;
  createdBy: string | null;
  status: ServiceStatus;
  consecutive: number;
  messengerId: string | null;
}

export function createdEvent(s: Changed): ServiceEvent {
  return {
    headquarterId: s.headquarterId,
    owner: s.createdBy,
    event: EVENTS.serviceNew,
    payload: { uuid: s.id, status: s.status, consecutive: s.consecutive },
  };
}

/**
 * services:change, plus services:assigned or an unassign event chosen by the previous status; the
 * service's courier and the courier it had before (`previousMessenger`) hear them too.
 */
export function changeEvents(s: Changed, action: string, previous: ServiceStatus, previousMessenger = s.messengerId): ServiceEvent[] {
  const payload = { uuid: s.id, status: s.status, consecutive: s.consecutive, messenger: s.messengerId };
  const couriers = [...new Set([s.messengerId, previousMessenger])].filter((id) => id !== null);
  const about = { headquarterId: s.headquarterId, owner: s.createdBy, couriers };
  const events: ServiceEvent[] = [{ ...about, event: EVENTS.serviceChange, payload }];
  const extra =
    action === "assign" || action === "reassign"
      ? EVENTS.serviceAssigned
      : action === "unassign"
        ? previous === "in_progress"
          ? EVENTS.serviceUnassignInProgress
          : EVENTS.serviceUnassignAssigned
        : null;
  if (extra) events.push({ ...about, event: extra, payload });
  return events;
}

const COUNTS_DELAY_MS = 200;

/**
 * After commit (ARCHITECTURE: real-time): retires the headquarters' cached reads, then emits. The counts event is coalesced per headquarter
 * for 200 ms (spec §9 socket batching) so a burst of changes costs one count query.
 */
export function serviceEventsPublisher(app: FastifyInstance) {
  /** Per headquarter: the coalescing timer and the creators of the services that changed. */
  const pending = new Map<string, { timer: NodeJS.Timeout; owners: Set<string> }>();
  const emitCounts = async (headquarterId: string, owners: Set<string>) => {
    pending.delete(headquarterId);
    try {
      // The desk counts one day (today by default): counting the whole history here cost ~1 s at 1M rows.
      const zone = await cachedTimeZoneOf(app, headquarterId);
      const currentDate = zonedDate(zone, new Date());
      const counts = await countByStatus(app.db, systemScope(headquarterId), zone, currentDate);
      app.realtime.toHeadquarter(headquarterId, EVENTS.serviceCountChange, { ...counts, current_date: currentDate });
      // A business user's desk counts its own services only.
      for (const owner of await businessUsersAmong(app.db, owners)) {
        const own = await countByStatus(app.db, { headquarterId, userId: owner, business: true }, zone, currentDate);
        app.realtime.toOwner(headquarterId, owner, EVENTS.serviceCountChange, { ...own, current_date: currentDate });
      }
    } catch (err) {
      app.log.error({ err }, "services count event");
    }
  };
  app.addHook("onClose", async () => {
    for (const { timer } of pending.values()) clearTimeout(timer);
    pending.clear();
  });
  return async (events: ServiceEvent[]) => {
    const changed = new Set(events.map((e) => e.headquarterId));
    // The desk's cached reads go before the desks hear of the change (docs/decisions/004).
    for (const headquarterId of changed) app.headquarterCache.retire(headquarterId);
    for (const e of events) app.realtime.toHeadquarter(e.headquarterId, e.event, e.payload, e.owner);
    for (const e of events) for (const courier of e.couriers ?? []) app.realtime.toCourier(courier, e.event, e.payload);
    for (const e of events) {
      let batch = pending.get(e.headquarterId);
      if (!batch) {
        const owners = new Set<string>();
        batch = { owners, timer: setTimeout(() => void emitCounts(e.headquarterId, owners), COUNTS_DELAY_MS) };
        pending.set(e.headquarterId, batch);
      }
      if (e.owner) batch.owners.add(e.owner);
    }
    // issue 12: a courier who took a service leaves their zone's queue; one who left it or finished it enters again.
    const couriers = new Set(events.flatMap((e) => e.couriers ?? []));
    await settleCourierQueues(app.db, [...couriers]).then(
      (changes) => announceQueueChanges(app.realtime, changes),
      (err) => app.log.error({ err }, "courier queues"),
    );
  };
}

async function businessUsersAmong(db: Db, ids: Set<string>): Promise<string[]> {
  if (ids.size === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), businessUserSql));
  return rows.map((r) => r.id);
}
export type PublishServiceEvents = ReturnType<typeof serviceEventsPublisher>;
