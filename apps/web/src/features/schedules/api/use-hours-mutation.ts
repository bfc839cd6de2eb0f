import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@shared/ui/toast-store";

/** A write to a list of hours: on success, the §8 message and that list read again. */
export function useHoursMutation<T>(mutationFn: (input: T) => Promise<unknown>, key: readonly string[], message: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_, input) => {
      notify.success(message(input));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
