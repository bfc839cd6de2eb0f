/** Every query key of the headquarters feature; invalidating `all` refreshes the switcher too. */
export const headquarterKeys = {
  all: ["headquarters"] as const,
  active: ["headquarters", "active"] as const,
  list: (params: object) => ["headquarters", "list", params] as const,
  item: (id: string) => ["headquarters", "item", id] as const,
  allowLinkage: (id: string) => ["headquarters", "item", id, "allow-linkage"] as const,
};
