import { activationSchema, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

const activationPageSchema = pageSchema(activationSchema);

export interface ActivationParams {
  page: number;
  messenger?: string;
  from?: string;
  to?: string;
}

/** When couriers went online and offline for the headquarter (/courier-activation-history), 10 a page. */
export const activationsQueryOptions = ({ page, ...filters }: ActivationParams) =>
  queryOptions({
    queryKey: ["messenger-activations", { page, ...filters }],
    queryFn: ({ signal }) =>
      apiRequest("/messenger-activations/", activationPageSchema, {
        query: { limit: PAGE_SIZE.messengers, offset: page * PAGE_SIZE.messengers, ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useActivations = (params: ActivationParams) => useQuery(activationsQueryOptions(params));
