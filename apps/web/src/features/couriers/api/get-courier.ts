import { messengerRowSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { courierItemQueryKey } from "./courier-keys";

export const getCourier = (id: string, signal?: AbortSignal) =>
  apiRequest(`/users/messengers/${encodeURIComponent(id)}/`, messengerRowSchema, { signal });

export const courierQueryOptions = (id: string) =>
  queryOptions({ queryKey: courierItemQueryKey(id), queryFn: ({ signal }) => getCourier(id, signal) });

export const useCourier = (id: string) => useQuery(courierQueryOptions(id));
