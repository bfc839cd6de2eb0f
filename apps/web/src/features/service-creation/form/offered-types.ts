import { type ServiceType, type ServiceTypeUserToBusinessStore, typesForStore, type UserToServiceType } from "@despacho/domain";

/**
 * The types a business panel offers: the provider's types the business chose, in the provider's
 * order, narrowed to the chosen store's offers when it has any (`typesForStore`, the rule the API
 * holds too). `offers` is null when no store is chosen; nothing is offered until every list is known.
 */
export function typesOffered(
  types: ServiceType[] | undefined,
  chosen: UserToServiceType[] | undefined,
  offers: ServiceTypeUserToBusinessStore[] | null | undefined,
): ServiceType[] | undefined {
  if (!types || !chosen || offers === undefined) return undefined;
  const ids = new Set(chosen.map((c) => c.service_type.id));
  const ofProvider = types.filter((t) => ids.has(t.uuid));
  return offers
    ? typesForStore(
        ofProvider,
        offers.map((o) => o.service_type.id),
      )
    : ofProvider;
}
