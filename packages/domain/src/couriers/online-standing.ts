import type { AffiliationStatus } from "./affiliation.js";
import { COURIER_MESSAGES } from "../schemas/courier.js";

/** A courier's standing in one headquarter: its affiliation's status (none: not linked) and whether a block is open. */
export interface CourierStanding {
  status: AffiliationStatus | null | undefined;
  blocked: boolean;
}

/**
 * Why the courier may not be online in a headquarter, or null: only an affiliated courier (not one in
 * disaffiliation) without an open block there. Going online asks it (409 with this message), and so does every
 * location point before it reaches a headquarter's desk.
 */
export function onlineRefusal(standing: CourierStanding): string | null {
  if (standing.status !== "affiliated") return COURIER_MESSAGES.notLinked;
  if (standing.blocked) return COURIER_MESSAGES.blocked;
  return null;
}
