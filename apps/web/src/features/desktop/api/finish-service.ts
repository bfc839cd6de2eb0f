import { serviceDetailSchema } from "@despacho/domain";
import { apiRequest } from "@shared/api/api-client";
import { useServiceMutation } from "./use-service-mutation";

export type CompletionData = Record<string, string>;

export const finishService = ({ uuid, completionData }: { uuid: string; completionData: CompletionData }) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/finish/`, serviceDetailSchema, {
    method: "PATCH",
    body: { completion_data: completionData },
  });

export const useFinishService = () => useServiceMutation(finishService);
