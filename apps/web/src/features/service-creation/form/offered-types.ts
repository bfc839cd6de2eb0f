import type { ServiceType, UserToServiceType } from "@despacho/domain";

/** The provider's types the business chose, in the provider's order; nothing until both lists are known. */
export function typesOffered(types: ServiceType[] | undefined, chosen: UserToServiceType[] | undefined): ServiceType[] | undefined {
  if (!types || !chosen) return undefined;
  const ids = new Set(chosen.map((c) => c.service_type.id));
  return types.filter((t) => ids.has(t.uuid));
}
