import type { FastifyInstance } from "fastify";
import { DOMAIN_EVENTS, EVENTS } from "@despacho/domain";
import type { ConsumerHandlers } from "../../plugins/domain-events.js";

/**
 * The socket events of the dispatch engine's facts (issue 22): the courier is asked (with the deadline); the desk and
 * the courier hear each offer sent and answered; the desk hears a service back in its hands and a courier who stalls.
 */
export function dispatchFacts(app: FastifyInstance): ConsumerHandlers {
  return {
    [DOMAIN_EVENTS.offerSent]: async ({ headquarter, payload }) => {
      const { offer, service, consecutive, messenger, deadline } = payload;
      app.realtime.toCourier(messenger, EVENTS.offerNew, { headquarter, offer, service, consecutive, deadline });
      app.realtime.toHeadquarter(headquarter, EVENTS.offerChange, { headquarter, offer, service, messenger, answer: null });
    },
    [DOMAIN_EVENTS.offerAnswered]: async ({ headquarter, payload }) => {
      const { offer, service, messenger, answer } = payload;
      const change = { headquarter, offer, service, messenger, answer };
      app.realtime.toHeadquarter(headquarter, EVENTS.offerChange, change);
      app.realtime.toCourier(messenger, EVENTS.offerChange, change);
    },
    [DOMAIN_EVENTS.dispatchReturnedToDesk]: async ({ headquarter, payload }) => {
      app.realtime.toHeadquarter(headquarter, EVENTS.dispatchDeskAlert, { headquarter, ...payload });
    },
    [DOMAIN_EVENTS.courierStalled]: async ({ headquarter, payload }) => {
      app.realtime.toHeadquarter(headquarter, EVENTS.courierStalled, { headquarter, ...payload });
    },
  };
}
