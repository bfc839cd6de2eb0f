import { patchServiceAction, type ServiceRef } from "./service-action";
import { useServiceMutation } from "./use-service-mutation";

export const reassignService = ({ messenger, ...service }: ServiceRef & { messenger: string }) =>
  patchServiceAction(service, "reassign", { messenger });

export const useReassignService = () => useServiceMutation(reassignService);
