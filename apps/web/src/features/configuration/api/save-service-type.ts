import { MESSAGES, type ServiceTypeInput, type ServiceTypePatch, serviceTypeSchema } from "@despacho/domain";
import { apiRequest, apiSend } from "@despacho/client";
import { serviceTypesQueryKey } from "@shared/api/service-types/get-service-types";
import { useCatalogMutation } from "./use-catalog-mutation";

export const createServiceType = (input: ServiceTypeInput) =>
  apiRequest("/service-types/", serviceTypeSchema, { method: "POST", body: input });
export const updateServiceType = ({ id, patch }: { id: string; patch: ServiceTypePatch }) =>
  apiRequest(`/service-types/${encodeURIComponent(id)}/`, serviceTypeSchema, { method: "PATCH", body: patch });
export const deleteServiceType = (id: string) => apiSend(`/service-types/${encodeURIComponent(id)}/`, { method: "DELETE" });

export const useCreateServiceType = () => useCatalogMutation(serviceTypesQueryKey, createServiceType, MESSAGES.added);
export const useUpdateServiceType = () => useCatalogMutation(serviceTypesQueryKey, updateServiceType, MESSAGES.updated);
export const useDeleteServiceType = () => useCatalogMutation(serviceTypesQueryKey, deleteServiceType, MESSAGES.deleted);
