import { LIST_LIMIT_MAX, messengerSchema, pageSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@shared/api/api-client";

const messengerPageSchema = pageSchema(messengerSchema);

export interface MessengerListParams {
  q?: string;
  onlyAvailable?: boolean;
}

/** Couriers of the headquarter (spec §7 /users/messengers/); the desk shows up to 100 at a time. */
export const getMessengers = ({ q, onlyAvailable }: MessengerListParams, signal?: AbortSignal) =>
  apiRequest("/users/messengers/", messengerPageSchema, {
    query: { limit: LIST_LIMIT_MAX, q, is_online: onlyAvailable ? "true" : undefined, is_available: onlyAvailable ? "true" : undefined },
    signal,
  });

export type MessengerPage = z.infer<typeof messengerPageSchema>;

export const messengersQueryOptions = (params: MessengerListParams) =>
  queryOptions({ queryKey: ["messengers", "desk", params], queryFn: ({ signal }) => getMessengers(params, signal) });

export function useMessengers(params: MessengerListParams, enabled = true) {
  return useQuery({ ...messengersQueryOptions(params), enabled });
}
