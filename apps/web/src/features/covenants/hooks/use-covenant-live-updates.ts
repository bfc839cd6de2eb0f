import { EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onEvent } from "@despacho/client";
import { covenantKeys } from "../api/covenants";
import { priorityGroupKeys } from "../api/priority-groups";

/**
 * covenants:change: a covenant was asked, answered, cancelled or its terms changed (by the other business, or by
 * this one in another session): the lists and the priority groups (a cancelled covenant leaves its group) are read
 * again, without a reload.
 */
export function useCovenantLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEvent(EVENTS.covenantChange, () => {
        void queryClient.invalidateQueries({ queryKey: covenantKeys.all });
        void queryClient.invalidateQueries({ queryKey: priorityGroupKeys.all });
      }),
    [queryClient],
  );
}
