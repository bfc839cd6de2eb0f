import type { BulkResult } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { servicesQueryKey } from "@shared/api/services/service-keys";

/** Bulk changes touch many rows: the service lists, counters and groups refetch once after. */
export function useBulkMutation<V>(mutationFn: (vars: V) => Promise<BulkResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
