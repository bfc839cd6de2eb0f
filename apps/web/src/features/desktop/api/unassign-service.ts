import { serviceDetailSchema } from "@despacho/domain";
import { apiRequest } from "@shared/api/api-client";
import { useServiceMutation } from "./use-service-mutation";

export const unassignService = ({ uuid }: { uuid: string }) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/unassign/`, serviceDetailSchema, { method: "PATCH", body: {} });

export const useUnassignService = () => useServiceMutation(unassignService);
