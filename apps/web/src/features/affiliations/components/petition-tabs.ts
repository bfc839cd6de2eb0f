import { PETITION_STATUSES, type PetitionStatus, ROUTES } from "@despacho/domain";

/** The three request screens: the history (both kinds) and one per kind (spec §2.1: the path after /request/). */
export type PetitionMode = "history" | "association" | "disassociation";

// spec §2.4: association tabs hide unlinked; disassociation tabs hide in_progress and linked.
const HIDDEN: Record<PetitionMode, readonly PetitionStatus[]> = {
  history: [],
  association: ["unlinked"],
  disassociation: ["in_progress", "linked"],
};

/** The status tabs of a screen, after "all" (undefined). */
export function petitionTabs(mode: PetitionMode): PetitionStatus[] {
  return PETITION_STATUSES.filter((status) => !HIDDEN[mode].includes(status));
}

/** spec §2.1: /request/association is association mode, any other /request/… disassociation; the history has its own route. */
export function petitionModeOf(pathname: string): PetitionMode {
  if (pathname.startsWith(ROUTES.requestHistory.path)) return "history";
  return pathname.startsWith(ROUTES.requestAssociation.path) ? "association" : "disassociation";
}

/** The kind a screen lists: undefined for the history (both). */
export const kindOf = (mode: PetitionMode): boolean | undefined => (mode === "history" ? undefined : mode === "association");
