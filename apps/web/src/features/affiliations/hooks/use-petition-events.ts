import { PETITION_EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { messengersQueryKey } from "@shared/api/messengers/get-messengers";
import { onEvent } from "@despacho/client";
import { petitionsQueryKey } from "../api/get-petitions";

/**
 * spec §4, §7: a request created or changed elsewhere refreshes the lists, the bell and an open
 * detail; a linked change adds the courier to the active list and an unlinked one removes them.
 */
export function usePetitionEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = PETITION_EVENTS.map((event) =>
      onEvent(event, (payload) => {
        void queryClient.invalidateQueries({ queryKey: petitionsQueryKey });
        if (payload.status === "linked" || payload.status === "unlinked")
          void queryClient.invalidateQueries({ queryKey: messengersQueryKey });
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
