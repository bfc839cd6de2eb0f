import { type DeskOffer, deskOfferSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";

const getDeskOffers = (signal?: AbortSignal) => apiRequest("/dispatch/offers/", z.array(deskOfferSchema), { signal });

/** Under the services' key: what refreshes the desk's services refreshes their offers. */
export const deskOffersQueryKey = [...servicesQueryKey, "offers"] as const;

export const deskOffersQueryOptions = queryOptions({ queryKey: deskOffersQueryKey, queryFn: ({ signal }) => getDeskOffers(signal) });

const none: DeskOffer[] = [];

/** The offers of the waiting services, by service (issue 22: 'Ofrecido a …' and the answers on the desk rows). */
export function useDeskOffers(enabled: boolean): Map<string, DeskOffer[]> {
  const { data } = useQuery({ ...deskOffersQueryOptions, enabled });
  return useMemo(() => {
    const byService = new Map<string, DeskOffer[]>();
    for (const offer of data ?? none) byService.set(offer.service, [...(byService.get(offer.service) ?? []), offer]);
    return byService;
  }, [data]);
}
