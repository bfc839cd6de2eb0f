import {
  type CovenantListQuery,
  type CovenantRequest,
  type CovenantSettings,
  covenantCourierSchema,
  covenantProviderSchema,
  covenantSchema,
  LIST_LIMIT_MAX,
  MESSAGES,
  PAGE_SIZE,
  pageSchema,
} from "@despacho/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { priorityGroupKeys } from "./priority-groups";

// spec §7 /covenants/: the business's covenants, the stores it may ask, and the answers.
const covenantPageSchema = pageSchema(covenantSchema);
/** The filters a screen sets (the page as a number; the flags as the query sends them). */
export type CovenantFilters = Omit<CovenantListQuery, "limit" | "offset" | "page"> & { limit?: number; page?: number };

export const covenantKeys = {
  all: ["covenants"] as const,
  list: (query: CovenantFilters) => ["covenants", "list", query] as const,
  providers: ["covenants", "providers"] as const,
  couriers: (query: CovenantCourierQuery) => ["covenants", "couriers", query] as const,
};

export const covenantsQueryOptions = (query: CovenantFilters) =>
  queryOptions({
    queryKey: covenantKeys.list(query),
    queryFn: ({ signal }) => apiRequest("/covenants/", covenantPageSchema, { signal, query: { limit: PAGE_SIZE.default, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useCovenants = (query: CovenantFilters) => useQuery(covenantsQueryOptions(query));

export const useCovenantProviders = () =>
  useQuery({
    queryKey: covenantKeys.providers,
    queryFn: ({ signal }) =>
      apiRequest("/covenants/providers/", pageSchema(covenantProviderSchema), { signal, query: { limit: LIST_LIMIT_MAX } }),
  });

/** GET /covenants/couriers/: by name (`q`) or by ids (`id__in`, comma-separated). */
export type CovenantCourierQuery = { q?: string; id__in?: string; limit: number };

/** issue 22: the headquarter's couriers a covenant may name, searched by name or read back by id. */
export const useCovenantCouriers = (query: CovenantCourierQuery, enabled = true) =>
  useQuery({
    queryKey: covenantKeys.couriers(query),
    queryFn: ({ signal }) => apiRequest("/covenants/couriers/", pageSchema(covenantCourierSchema), { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A covenant write: its success text, then every covenant list and the priority groups read again. */
function useCovenantWrite<V, R>(send: (vars: V) => Promise<R>, message: (vars: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_, vars) => {
      notify.success(message(vars));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: covenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: priorityGroupKeys.all }),
      ]);
    },
  });
}

export const useRequestCovenant = () =>
  useCovenantWrite(
    (input: CovenantRequest) =>
      apiRequest("/covenants/", covenantSchema, { method: "POST", body: input, headers: { "Idempotency-Key": crypto.randomUUID() } }),
    () => MESSAGES.covenantRequested,
  );

export const useAnswerCovenant = () =>
  useCovenantWrite(
    ({ id, accepted }: { id: string; accepted: boolean }) =>
      apiRequest(`/covenants/${encodeURIComponent(id)}/answer/`, covenantSchema, { method: "PATCH", body: { accepted } }),
    ({ accepted }) => (accepted ? MESSAGES.covenantAccepted : MESSAGES.covenantRefused),
  );

export const useCancelCovenant = () =>
  useCovenantWrite(
    (id: string) => apiRequest(`/covenants/${encodeURIComponent(id)}/`, covenantSchema, { method: "PATCH", body: { is_active: false } }),
    () => MESSAGES.covenantCancelled,
  );

export const useChangeCovenantSettings = () =>
  useCovenantWrite(
    ({ id, settings }: { id: string; settings: CovenantSettings }) =>
      apiRequest(`/covenants/${encodeURIComponent(id)}/settings/`, covenantSchema, { method: "PATCH", body: settings }),
    () => MESSAGES.updated,
  );

/** issue 22: the couriers the covenant names, after one was added or removed. */
export const useSetCovenantCouriers = () =>
  useCovenantWrite(
    ({ id, couriers }: { id: string; couriers: string[]; added: boolean }) =>
      apiRequest(`/covenants/${encodeURIComponent(id)}/settings/`, covenantSchema, { method: "PATCH", body: { couriers } }),
    ({ added }) => (added ? MESSAGES.covenantCourierAdded : MESSAGES.covenantCourierRemoved),
  );
