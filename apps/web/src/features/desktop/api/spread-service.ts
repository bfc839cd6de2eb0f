import { patchServiceAction, type ServiceRef } from "./service-action";
import { useServiceMutation } from "./use-service-mutation";

export const spreadService = (service: ServiceRef) => patchServiceAction(service, "spread");

export const useSpreadService = () => useServiceMutation(spreadService);
