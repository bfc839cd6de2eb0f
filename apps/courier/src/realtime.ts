import { connectRealtime, getSession, keepSocketAuthenticated } from "@despacho/client";
import { EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { QUERY_KEYS } from "./api";

type Socket = ReturnType<typeof connectRealtime>;
let open: Socket | null = null;
/** The courier's socket while it is connected (the location feed sends through it then), else null. */
export const connectedSocket = (): Socket | null => (open?.connected ? open : null);

/**
 * The courier's socket to the headquarter (decision 009: it keeps the courier Conectado while the app is open): new
 * and answered offers, the courier's services and chat messages reload what they change.
 */
export function useCourierSocket(headquarter: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!headquarter) return;
    const socket = connectRealtime(() => ({ token: getSession().access, headquarter, profile: "messenger" }));
    const stop = keepSocketAuthenticated(socket);
    open = socket;
    const reload = (key: readonly unknown[]) => () => void queryClient.invalidateQueries({ queryKey: key });
    socket.on(EVENTS.offerNew, reload(QUERY_KEYS.offers));
    socket.on(EVENTS.offerChange, reload(QUERY_KEYS.offers));
    socket.on(EVENTS.serviceChange, reload(QUERY_KEYS.services));
    socket.on(EVENTS.chatSendMessage, reload(QUERY_KEYS.chat(headquarter)));
    socket.on("connect", () => void queryClient.invalidateQueries({ queryKey: ["courier"] }));
    return () => {
      stop();
      if (open === socket) open = null;
      socket.disconnect();
    };
  }, [headquarter, queryClient]);
}
