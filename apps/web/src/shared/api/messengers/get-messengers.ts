import { cappedPageSchema, messengerSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@despacho/client";

const messengerPageSchema = cappedPageSchema(messengerSchema);
export type MessengerPage = z.infer<typeof messengerPageSchema>;

export interface MessengerListParams {
  q?: string;
  /** Only couriers online and available. */
  onlyAvailable?: boolean;
  limit: number;
}

/** Couriers of the headquarter (spec §7 /users/messengers/). */
export const getMessengers = ({ q, onlyAvailable, limit }: MessengerListParams, signal?: AbortSignal) =>
  apiRequest("/users/messengers/", messengerPageSchema, {
    query: { limit, q, is_online: onlyAvailable ? "true" : undefined, is_available: onlyAvailable ? "true" : undefined },
    signal,
  });

export const messengersQueryKey = ["messengers"] as const;

export const messengersQueryOptions = (params: MessengerListParams) =>
  queryOptions({ queryKey: [...messengersQueryKey, params], queryFn: ({ signal }) => getMessengers(params, signal) });

interface MessengersOptions {
  enabled?: boolean;
  /** Keep showing the last answer while a new search loads (a search-as-you-type field). */
  keepPrevious?: boolean;
}

export function useMessengers(params: MessengerListParams, { enabled = true, keepPrevious = false }: MessengersOptions = {}) {
  return useQuery({ ...messengersQueryOptions(params), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
