import type { FastifyInstance } from "fastify";
import { EVENTS, type ServiceEventName, type ServiceEventPayload, type ServiceStatus } from "@despacho/domain";
import { bogotaDate } from "./bogota-time.js";
import { countByStatus } from "./queries/counts.js";
import { systemScope } from "./scope.js";

/** What a command wants said once its transaction has committed (spec §7 service events). */
export interface ServiceEvent {
  headquarterId: string;
  event: ServiceEventName;
  payload: ServiceEventPayload;
}

interface Changed {
  id: string;
  headquarterId: string;
  status: ServiceStatus;
  consecutive: number;
  messengerId: string | null;
}

export function createdEvent(s: Changed): ServiceEvent {
  return {
    headquarterId: s.headquarterId,
    event: EVENTS.serviceNew,
    payload: { uuid: s.id, status: s.status, consecutive: s.consecutive },
  };
}

/** services:change, plus services:assigned or an unassign event chosen by the previous status. */
export function changeEvents(s: Changed, action: string, previous: ServiceStatus): ServiceEvent[] {
  const payload = { uuid: s.id, status: s.status, consecutive: s.consecutive, messenger: s.messengerId };
  const events: ServiceEvent[] = [{ headquarterId: s.headquarterId, event: EVENTS.serviceChange, payload }];
  const extra =
    action === "assign" || action === "reassign"
      ? EVENTS.serviceAssigned
      : action === "unassign"
        ? previous === "in_progress"
          ? EVENTS.serviceUnassignInProgress
          : EVENTS.serviceUnassignAssigned
        : null;
  if (extra) events.push({ headquarterId: s.headquarterId, event: extra, payload });
  return events;
}

const COUNTS_DELAY_MS = 200;

/**
 * After commit (ARCHITECTURE: real-time): retires the headquarters' cached reads, then emits. The counts event is coalesced per headquarter
 * for 200 ms (spec §9 socket batching) so a burst of changes costs one count query.
 */
export function serviceEventsPublisher(app: FastifyInstance) {
  const pending = new Map<string, NodeJS.Timeout>();
  const emitCounts = async (headquarterId: string) => {
    pending.delete(headquarterId);
    try {
      // The desk counts one day (today by default): counting the whole history here cost ~1 s at 1M rows.
      const currentDate = bogotaDate(new Date());
      const counts = await countByStatus(app.db, systemScope(headquarterId), currentDate);
      app.realtime.toHeadquarter(headquarterId, EVENTS.serviceCountChange, { ...counts, current_date: currentDate });
    } catch (err) {
      app.log.error({ err }, "services count event");
    }
  };
  app.addHook("onClose", async () => {
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  });
  return (events: ServiceEvent[]) => {
    const changed = new Set(events.map((e) => e.headquarterId));
    // The desk's cached reads go before the desks hear of the change (docs/decisions/004).
    for (const headquarterId of changed) app.headquarterCache.retire(headquarterId);
    for (const e of events) app.realtime.toHeadquarter(e.headquarterId, e.event, e.payload);
    for (const headquarterId of changed) {
      if (!pending.has(headquarterId))
        pending.set(
          headquarterId,
          setTimeout(() => void emitCounts(headquarterId), COUNTS_DELAY_MS),
        );
    }
  };
}
export type PublishServiceEvents = ReturnType<typeof serviceEventsPublisher>;
