import { serviceDetailSchema } from "@despacho/domain";
import { apiRequest } from "@shared/api/api-client";
import { useServiceMutation } from "./use-service-mutation";

export const spreadService = ({ uuid }: { uuid: string }) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/spread/`, serviceDetailSchema, { method: "PATCH", body: {} });

export const useSpreadService = () => useServiceMutation(spreadService);
