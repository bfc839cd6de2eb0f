import { canFinishSchema } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

/** spec §4: the can-finish check comes before finishing. A PATCH, so a mutation, not a cached query. */
export const canFinishService = (uuid: string) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/can-finish/`, canFinishSchema, { method: "PATCH", body: {} });

export const useCanFinishService = () => useMutation({ mutationFn: canFinishService });
