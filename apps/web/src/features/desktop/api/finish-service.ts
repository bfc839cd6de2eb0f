import { patchServiceAction, type ServiceRef } from "./service-action";
import { useServiceMutation } from "./use-service-mutation";

export type CompletionData = Record<string, string>;

export const finishService = ({ completionData, ...service }: ServiceRef & { completionData: CompletionData }) =>
  patchServiceAction(service, "finish", { completion_data: completionData });

export const useFinishService = () => useServiceMutation(finishService);
