import { type AffiliationStatus, cappedPageSchema, messengerRowSchema, PAGE_SIZE } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@despacho/client";
import { courierListsQueryKey } from "./courier-keys";

const courierPageSchema = cappedPageSchema(messengerRowSchema);
export type CourierPage = z.infer<typeof courierPageSchema>;

// spec §7 Messengers: each affiliation status is its own path.
const LIST_PATHS: Record<AffiliationStatus, string> = {
  affiliated: "/users/messengers/affiliated/",
  in_disaffiliation: "/users/messengers/in-disaffiliation/",
  disaffiliated: "/users/messengers/disaffiliated/",
};

export interface CourierListParams {
  status: AffiliationStatus;
  q: string;
  page: number;
}

export const getCouriers = ({ status, q, page }: CourierListParams, signal?: AbortSignal) =>
  apiRequest(LIST_PATHS[status], courierPageSchema, {
    query: { limit: PAGE_SIZE.messengers, offset: page * PAGE_SIZE.messengers, q: q || undefined },
    signal,
  });

export const couriersQueryOptions = (params: CourierListParams) =>
  queryOptions({ queryKey: [...courierListsQueryKey, params], queryFn: ({ signal }) => getCouriers(params, signal) });

export function useCouriers(params: CourierListParams) {
  return useQuery({ ...couriersQueryOptions(params), placeholderData: keepPreviousData });
}
