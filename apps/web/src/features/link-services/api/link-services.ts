import { LINK_SERVICE_MESSAGES, type LinkServiceInput, linkServiceSchema, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";

const linksQueryKey = ["link-services"] as const;

/** spec §9: the headquarter's links, 25 a page, newest first; `page` counts from 0. */
export const linksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...linksQueryKey, page],
    queryFn: ({ signal }) =>
      apiRequest("/link-services/", pageSchema(linkServiceSchema), {
        query: { limit: PAGE_SIZE.history, offset: page * PAGE_SIZE.history },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLinks = (page: number) => useQuery(linksQueryOptions(page));

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: LinkServiceInput; idempotencyKey: string }) =>
      apiRequest("/link-services/", linkServiceSchema, { method: "POST", body: input, headers: { "Idempotency-Key": idempotencyKey } }),
    meta: { handles: ["bad-request"] },
    onSuccess: () => {
      notify.success(LINK_SERVICE_MESSAGES.created);
      return queryClient.invalidateQueries({ queryKey: linksQueryKey });
    },
  });
}

export function useRevokeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/link-services/${id}/revoke/`, linkServiceSchema, { method: "PATCH" }),
    onSuccess: () => {
      notify.success(LINK_SERVICE_MESSAGES.revoked);
      return queryClient.invalidateQueries({ queryKey: linksQueryKey });
    },
  });
}
