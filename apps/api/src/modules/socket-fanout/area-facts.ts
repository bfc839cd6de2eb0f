import type { FastifyInstance } from "fastify";
import { DOMAIN_EVENTS, type DomainEventPayload, EVENTS, petitionEvent } from "@despacho/domain";
import type { ConsumerHandlers } from "../../plugins/domain-events.js";
import { sendMessageFrames } from "../chats/index.js";

type PetitionFact = DomainEventPayload<typeof DOMAIN_EVENTS.petitionCreated>;

/**
 * The socket events of the areas' facts besides services and presence (issue 20): chats, affiliation requests,
 * covenants, headquarters, notifications and permissions, each with the socket event name and payload the web knows.
 */
export function areaFacts(app: FastifyInstance): ConsumerHandlers {
  const petitionFact =
    (change: "new" | "change") =>
    async ({ headquarter, payload }: { headquarter: string; payload: PetitionFact }) => {
      const { courier_user: courierUser, ...fact } = payload;
      const event = petitionEvent(fact.is_association, change);
      const socketPayload = { ...fact, headquarter };
      app.realtime.toPetitionReaders(headquarter, event, socketPayload);
      if (courierUser) app.realtime.toUser(courierUser, event, socketPayload);
    };
  return {
    [DOMAIN_EVENTS.chatMessagesSent]: async ({ payload }) => {
      for (const { to, payload: frame } of await sendMessageFrames(app.db, payload.messages)) {
        if ("desksOf" in to) app.realtime.toChatReaders(to.desksOf, EVENTS.chatSendMessage, frame);
        else app.realtime.toCourier(to.courier, EVENTS.chatSendMessage, frame);
      }
    },
    [DOMAIN_EVENTS.chatSeen]: async ({ headquarter, payload }) => {
      const seen = { headquarter, ...payload };
      app.realtime.toChatReaders(headquarter, EVENTS.chatSeeMessage, seen);
      app.realtime.toCourier(payload.messenger, EVENTS.chatSeeMessage, seen);
    },
    [DOMAIN_EVENTS.petitionCreated]: petitionFact("new"),
    [DOMAIN_EVENTS.petitionChanged]: petitionFact("change"),
    [DOMAIN_EVENTS.covenantChanged]: async ({ headquarter, payload }) => {
      const change = { headquarter, covenant: payload.covenant };
      for (const user of payload.business_users) app.realtime.toUser(user, EVENTS.covenantChange, change);
      app.realtime.toHeadquarter(headquarter, EVENTS.covenantChange, change);
    },
    [DOMAIN_EVENTS.headquarterCreated]: async ({ headquarter, payload }) => {
      for (const user of payload.members) app.realtime.toUser(user, EVENTS.headquarterCreated, { headquarter, name: payload.name });
    },
    [DOMAIN_EVENTS.headquarterSettingsChanged]: async ({ headquarter, payload }) => {
      app.realtime.toMembers(headquarter, EVENTS.settingsChange, { headquarter, settings: payload.settings });
    },
    [DOMAIN_EVENTS.headquarterNotified]: async ({ headquarter, payload }) => {
      app.realtime.notify(headquarter, payload);
    },
    [DOMAIN_EVENTS.permissionsChanged]: async ({ payload }) => {
      for (const user of payload.users) app.realtime.toUser(user, EVENTS.permissionsChange, { user });
    },
  };
}
