import { type MassiveAction, massiveActionSchema } from "@despacho/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";

const PATHS: Record<MassiveAction, string> = {
  assign: "/massive-assignment/",
  update: "/massive-service-update/",
  novelty: "/massive-novelties/",
};

/** Queues the action on the services; the job's progress and report come from useMassiveActionJob. */
export function useApplyMassiveAction(action: MassiveAction) {
  return useMutation({
    mutationFn: (body: { services: string[] } & Record<string, unknown>) =>
      apiRequest(PATHS[action], massiveActionSchema, { method: "POST", body }),
  });
}

/** The job, polled until it is done; then the desks' service lists are read again. */
export function useMassiveActionJob(uuid: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["massive-actions", uuid],
    queryFn: async ({ signal }) => {
      const job = await apiRequest(`/massive-actions/${encodeURIComponent(uuid ?? "")}/`, massiveActionSchema, { signal });
      if (job.status === "done") await queryClient.invalidateQueries({ queryKey: servicesQueryKey });
      return job;
    },
    enabled: Boolean(uuid),
    refetchInterval: (query) => (query.state.data?.status === "done" || query.state.data?.status === "failed" ? false : 700),
  });
}
