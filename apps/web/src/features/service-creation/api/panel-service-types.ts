import { useQuery } from "@tanstack/react-query";
import { chosenServiceTypesQueryOptions } from "@shared/api/business-service-types/chosen-service-types";
import { storeOffersQueryOptions } from "@shared/api/business-store-offers/store-offers";
import { useServiceTypes } from "@shared/api/service-types/get-service-types";
import { useSession } from "@shared/session/use-session";
import { typesOffered } from "../form/offered-types";

/**
 * The types the panel offers: a business user's are those it chose with the selected provider
 * (spec §7 /user-to-service-type/), narrowed to the chosen store's offers when it has any
 * (/service-type-user-to-business-store/).
 */
export function usePanelServiceTypes(business: boolean, store: string | null) {
  const types = useServiceTypes();
  const provider = useSession().headquarter ?? "";
  const chosen = useQuery({ ...chosenServiceTypesQueryOptions(provider), enabled: business && provider !== "" });
  const offers = useQuery({ ...storeOffersQueryOptions(store ?? ""), enabled: business && store !== null });
  const data = business ? typesOffered(types.data, chosen.data?.results, store ? offers.data?.results : null) : types.data;
  return {
    data,
    isPending: data === undefined,
    isError: types.isError || (business && (chosen.isError || (store !== null && offers.isError))),
    refetch: () => Promise.all([types.refetch(), business ? chosen.refetch() : undefined, store ? offers.refetch() : undefined]),
  };
}
