import type { FastifyInstance } from "fastify";
import { petitionEvent } from "@despacho/domain";
import type { petitions } from "../../db/schema/index.js";

type PetitionRecord = typeof petitions.$inferSelect;

/**
 * spec §7 RequestAssociation/Disassociation New/Change, after commit: to the staff of the headquarter
 * who read requests, and to the courier's own sockets.
 */
export function announcePetition(app: FastifyInstance, petition: PetitionRecord, courierUserId: string | null, change: "new" | "change") {
  const event = petitionEvent(petition.isAssociation, change);
  const payload = {
    id: petition.id,
    status: petition.status,
    is_association: petition.isAssociation,
    from_headquarter: petition.fromHeadquarter,
    headquarter: petition.headquarterId,
    messenger: petition.messengerId,
  };
  app.realtime.toPetitionReaders(petition.headquarterId, event, payload);
  if (courierUserId) app.realtime.toUser(courierUserId, event, payload);
}
