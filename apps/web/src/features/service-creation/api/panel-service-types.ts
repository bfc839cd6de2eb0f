import { useQuery } from "@tanstack/react-query";
import { chosenServiceTypesQueryOptions } from "@shared/api/business-service-types/chosen-service-types";
import { useServiceTypes } from "@shared/api/service-types/get-service-types";
import { useSession } from "@shared/session/session-store";
import { typesOffered } from "../form/offered-types";

/** The types the panel offers: a business user's are those it chose with the selected provider (spec §7 /user-to-service-type/). */
export function usePanelServiceTypes(business: boolean) {
  const types = useServiceTypes();
  const provider = useSession().headquarter ?? "";
  const chosen = useQuery({ ...chosenServiceTypesQueryOptions(provider), enabled: business && provider !== "" });
  const data = business ? typesOffered(types.data, chosen.data?.results) : types.data;
  return {
    data,
    isPending: data === undefined,
    isError: types.isError || (business && chosen.isError),
    refetch: () => Promise.all([types.refetch(), business ? chosen.refetch() : undefined]),
  };
}
