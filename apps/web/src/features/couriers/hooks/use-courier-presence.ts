import { EVENTS, type MessengerRow, type Page } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onEvent } from "@despacho/client";
import { courierItemQueryKey, courierListsQueryKey } from "../api/courier-keys";
import { pageWithPresence, withPresence } from "./presence";

/**
 * spec §4 presence: headquarters:connect / reconnect with a courier's uuid make them Conectado, headquarters:disconnect
 * Desconectado, in every cached list and detail at once.
 */
export function useCourierPresence() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const apply = (messenger: string | undefined, online: boolean) => {
      if (!messenger) return;
      queryClient.setQueriesData<Page<MessengerRow>>({ queryKey: courierListsQueryKey }, (page) =>
        page ? pageWithPresence(page, messenger, online) : page,
      );
      queryClient.setQueryData<MessengerRow>(courierItemQueryKey(messenger), (row) => (row ? withPresence(row, messenger, online) : row));
    };
    const offs = [
      onEvent(EVENTS.headquarterConnect, ({ messenger }) => apply(messenger, true)),
      onEvent(EVENTS.headquarterReconnect, ({ messenger }) => apply(messenger, true)),
      onEvent(EVENTS.headquarterDisconnect, ({ messenger }) => apply(messenger, false)),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
