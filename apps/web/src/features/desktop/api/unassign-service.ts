import { patchServiceAction, type ServiceRef } from "./service-action";
import { useServiceMutation } from "./use-service-mutation";

export const unassignService = (service: ServiceRef) => patchServiceAction(service, "unassign");

export const useUnassignService = () => useServiceMutation(unassignService);
