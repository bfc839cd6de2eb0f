import { serviceDetailSchema } from "@despacho/domain";
import { apiRequest } from "@shared/api/api-client";
import { useServiceMutation } from "./use-service-mutation";

export const assignService = ({ uuid, messenger }: { uuid: string; messenger: string }) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/assign/`, serviceDetailSchema, { method: "PATCH", body: { messenger } });

export const useAssignService = () => useServiceMutation(assignService);
