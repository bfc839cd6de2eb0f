import { MESSAGES } from "@despacho/domain";
import { patchServiceAction, type ServiceRef } from "./service-action";
import { useServiceMutation } from "./use-service-mutation";

export const cancelService = ({ reason, ...service }: ServiceRef & { reason?: string }) =>
  patchServiceAction(service, "cancel", reason ? { reason } : {});

export const useCancelService = () => useServiceMutation(cancelService, MESSAGES.serviceCancelled);
