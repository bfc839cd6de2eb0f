import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DOMAIN_EVENTS, type DomainEventPayload, EVENTS, type ServiceEventName } from "@despacho/domain";
import { areaFacts } from "./area-facts.js";
import { dispatchFacts } from "./dispatch-facts.js";
import { serviceCounts } from "./service-counts.js";

type ServiceChanged = DomainEventPayload<typeof DOMAIN_EVENTS.serviceChanged>;

/** services:change, plus services:assigned or an unassign event chosen by the status the service left. */
function socketEventsOf(change: ServiceChanged): ServiceEventName[] {
  const { action, previous_status: previous } = change;
  if (action === "assign" || action === "reassign") return [EVENTS.serviceChange, EVENTS.serviceAssigned];
  if (action === "unassign")
    return [EVENTS.serviceChange, previous === "in_progress" ? EVENTS.serviceUnassignInProgress : EVENTS.serviceUnassignAssigned];
  return [EVENTS.serviceChange];
}

/**
 * The one place the domain events reach sockets (issue 20): the outbox's `socket-fanout` consumer. A service event
 * first retires the headquarter's cached desk reads (docs/decisions/004), then goes to the desk (and its creator's own
 * room) and to the couriers it concerns, and brings the desk's counts; a courier's presence and a queue change go to
 * the desk; the other areas' facts (area-facts.ts) go where the web listens for them. Other areas' consumers (the
 * geozone queues, the fake-location check) record their own events, which come through here too.
 */
export const socketFanout = fp(
  async (app: FastifyInstance) => {
    const countsChanged = serviceCounts(app);
    app.events.consume(
      "socket-fanout",
      {
        [DOMAIN_EVENTS.serviceCreated]: async ({ headquarter, payload }) => {
          app.headquarterCache.retire(headquarter);
          const { service, status, consecutive, owner } = payload;
          app.realtime.toHeadquarter(headquarter, EVENTS.serviceNew, { uuid: service, status, consecutive }, owner);
          countsChanged(headquarter, owner);
        },
        [DOMAIN_EVENTS.serviceChanged]: async ({ headquarter, payload }) => {
          app.headquarterCache.retire(headquarter);
          const { service, status, consecutive, owner, messenger } = payload;
          const socketPayload = { uuid: service, status, consecutive, messenger };
          // The service's courier and the one it was taken from hear it in their own room.
          const couriers = [...new Set([messenger, payload.previous_messenger])].filter((id) => id !== null);
          for (const event of socketEventsOf(payload)) {
            app.realtime.toHeadquarter(headquarter, event, socketPayload, owner);
            for (const courier of couriers) app.realtime.toCourier(courier, event, socketPayload);
          }
          countsChanged(headquarter, owner);
        },
        [DOMAIN_EVENTS.courierPresenceChanged]: async ({ headquarter, payload }) => {
          const presence = { headquarter, messenger: payload.messenger };
          app.realtime.toHeadquarter(headquarter, payload.online ? EVENTS.headquarterConnect : EVENTS.headquarterDisconnect, presence);
        },
        [DOMAIN_EVENTS.geozoneQueueChanged]: async ({ headquarter, payload }) => {
          app.realtime.toHeadquarter(headquarter, EVENTS.geozoneQueueChange, { headquarter, queue_geo_zone: payload.queue_geo_zone });
        },
        [DOMAIN_EVENTS.fakeLocationDetected]: async ({ headquarter, payload }) => {
          app.realtime.toHeadquarter(headquarter, EVENTS.fakeLocationDetected, { headquarter, ...payload });
        },
        ...areaFacts(app),
        ...dispatchFacts(app),
      },
      // The desks hear of a change from the node that made it as soon as it commits, as before the outbox.
      { atCommit: true },
    );
  },
  { name: "socket-fanout", dependencies: ["domain-events", "realtime", "headquarter-cache"] },
);
