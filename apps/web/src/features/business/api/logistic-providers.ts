import { logisticProviderListSchema, logisticProviderSchema, PROVIDER_MESSAGES, userToServiceTypeSchema } from "@despacho/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend, getSession, waitForFreshToken } from "@despacho/client";
import { chosenServiceTypesKey, toProvider } from "@shared/api/business-service-types/chosen-service-types";
import { headquarterKeys } from "@shared/api/headquarters/headquarter-keys";
import { notify } from "@shared/ui/toast-store";
import { MESSAGES } from "@despacho/domain";

// spec §2.2 /logistic-provider (docs/decisions/010-business-providers.md).
const providerKeys = {
  all: ["logistic-providers"] as const,
  mine: ["logistic-providers", "mine"] as const,
  available: ["logistic-providers", "available"] as const,
};

export const useLogisticProviders = () =>
  useQuery(
    queryOptions({
      queryKey: providerKeys.mine,
      queryFn: ({ signal }) => apiRequest("/logistic-provider/", logisticProviderListSchema, { signal }),
    }),
  );

export const useAvailableProviders = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: providerKeys.available,
    queryFn: ({ signal }) => apiRequest("/logistic-provider/available/", logisticProviderListSchema, { signal }),
    enabled,
  });

/** The providers are the token's headquarters: a fresh token first, then the lists and the session's headquarters. */
async function afterProvidersChange(queryClient: ReturnType<typeof useQueryClient>) {
  await waitForFreshToken(getSession().access);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: providerKeys.all }),
    queryClient.invalidateQueries({ queryKey: headquarterKeys.all }),
  ]);
}

export function useAddProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (headquarter: string) =>
      apiRequest("/logistic-provider/", logisticProviderSchema, { method: "POST", body: { headquarter } }),
    onSuccess: async () => {
      await afterProvidersChange(queryClient);
      notify.success(PROVIDER_MESSAGES.added);
    },
  });
}

export function useRemoveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/logistic-provider/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    onSuccess: async () => {
      await afterProvidersChange(queryClient);
      notify.success(PROVIDER_MESSAGES.removed);
    },
  });
}

/** spec §7 /user-to-service-type/: choose or drop a type the business uses with one provider. */
export function useChooseServiceType(provider: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceType: string) =>
      apiRequest("/user-to-service-type/", userToServiceTypeSchema, {
        method: "POST",
        body: { service_type: serviceType },
        headers: toProvider(provider),
      }),
    onSuccess: () => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: chosenServiceTypesKey(provider) });
    },
  });
}

export function useDropServiceType(provider: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend(`/user-to-service-type/${encodeURIComponent(id)}/`, { method: "DELETE", headers: toProvider(provider) }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: chosenServiceTypesKey(provider) });
    },
  });
}
