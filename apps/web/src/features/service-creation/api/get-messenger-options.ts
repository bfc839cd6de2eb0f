import { MESSENGERS_PAGE_SIZE, messengerSchema, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@shared/api/api-client";

// Direct assignment needs a collaborator (spec §3 direct_assignment; API requires `messenger`).
export const getMessengerOptions = (q: string, signal?: AbortSignal) =>
  apiRequest("/users/messengers/", pageSchema(messengerSchema), { query: { q, limit: MESSENGERS_PAGE_SIZE }, signal });

export const messengerOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["service-creation", "messengers", q],
    queryFn: ({ signal }) => getMessengerOptions(q, signal),
    placeholderData: keepPreviousData,
  });

export function useMessengerOptions(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...messengerOptionsQueryOptions(q), enabled });
}
