import { patchServiceAction, type ServiceRef } from "./service-action";
import { useServiceMutation } from "./use-service-mutation";

export const assignService = ({ messenger, ...service }: ServiceRef & { messenger: string }) =>
  patchServiceAction(service, "assign", { messenger });

export const useAssignService = () => useServiceMutation(assignService);
