import { MESSAGES, serviceDetailSchema } from "@despacho/domain";
import { apiRequest } from "@shared/api/api-client";
import { useServiceMutation } from "./use-service-mutation";

export const cancelService = ({ uuid, reason }: { uuid: string; reason?: string }) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/cancel/`, serviceDetailSchema, { method: "PATCH", body: reason ? { reason } : {} });

export const useCancelService = () => useServiceMutation(cancelService, MESSAGES.updated);
