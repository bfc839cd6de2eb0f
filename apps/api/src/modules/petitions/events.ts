import { DOMAIN_EVENTS, type DomainEvent } from "@despacho/domain";
import type { petitions } from "../../db/schema/index.js";

type PetitionRecord = typeof petitions.$inferSelect;

/**
 * spec §7 RequestAssociation/Disassociation New/Change as a domain event, recorded with the request's change: the
 * socket fan-out tells the staff of the headquarter who read requests, and the courier's own sockets.
 */
export function petitionRecorded(petition: PetitionRecord, courierUserId: string | null, change: "new" | "change"): DomainEvent {
  return {
    name: change === "new" ? DOMAIN_EVENTS.petitionCreated : DOMAIN_EVENTS.petitionChanged,
    headquarter: petition.headquarterId,
    payload: {
      id: petition.id,
      status: petition.status,
      is_association: petition.isAssociation,
      from_headquarter: petition.fromHeadquarter,
      messenger: petition.messengerId,
      courier_user: courierUserId,
    },
  };
}
