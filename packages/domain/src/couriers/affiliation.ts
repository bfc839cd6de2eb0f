// A courier's standing with a headquarter, apart from the schemas so the courier app's first load has no zod (decision 029).

export const AFFILIATION_STATUSES = ["affiliated", "in_disaffiliation", "disaffiliated"] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];
/** spec §4: a courier affiliated or in disaffiliation is linked to the headquarter (one of its couriers; a blocked one too). */
export const LINKED_AFFILIATION_STATUSES = ["affiliated", "in_disaffiliation"] as const satisfies readonly AffiliationStatus[];
export const isLinkedAffiliation = (status: string) => (LINKED_AFFILIATION_STATUSES as readonly string[]).includes(status);

/** A courier's standing with one headquarter (spec §3/§4). */
export const AFFILIATION_STATUS_LABELS: Record<AffiliationStatus, string> = {
  affiliated: "Afiliado",
  in_disaffiliation: "En des-afiliación",
  disaffiliated: "Desafiliado",
};
