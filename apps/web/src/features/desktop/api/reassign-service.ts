import { serviceDetailSchema } from "@despacho/domain";
import { apiRequest } from "@shared/api/api-client";
import { useServiceMutation } from "./use-service-mutation";

export const reassignService = ({ uuid, messenger }: { uuid: string; messenger: string }) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/reassign/`, serviceDetailSchema, { method: "PATCH", body: { messenger } });

export const useReassignService = () => useServiceMutation(reassignService);
