import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@shared/ui/toast-store";

/** A write to a catalogue the creation panels read: says it in Spanish and refreshes every list under the key. */
export function useCatalogMutation<V>(queryKey: QueryKey, mutationFn: (value: V) => Promise<unknown>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      notify.success(message);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
