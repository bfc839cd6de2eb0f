import { connectRealtime, getSession, keepSocketAuthenticated } from "@despacho/client";
import { EVENTS } from "@despacho/domain";
import type { QueryClient } from "@tanstack/react-query";
import { QUERY_KEYS } from "./api";

/**
 * The courier's socket to the headquarter (decision 009: it keeps the courier Conectado while the app is open): new
 * and answered offers, the courier's services and chat messages reload what they change. Answers the socket and how to close it.
 */
export function openCourierSocket(headquarter: string, queryClient: QueryClient) {
  const socket = connectRealtime(() => ({ token: getSession().access, headquarter, profile: "messenger" }));
  const stop = keepSocketAuthenticated(socket);
  const reload = (key: readonly unknown[]) => () => void queryClient.invalidateQueries({ queryKey: key });
  socket.on(EVENTS.offerNew, reload(QUERY_KEYS.offers));
  socket.on(EVENTS.offerChange, reload(QUERY_KEYS.offers));
  socket.on(EVENTS.serviceChange, reload(QUERY_KEYS.services));
  socket.on(EVENTS.chatSendMessage, reload(QUERY_KEYS.chat(headquarter)));
  socket.on("connect", () => void queryClient.invalidateQueries({ queryKey: ["courier"] }));
  const close = () => {
    stop();
    socket.disconnect();
  };
  return { socket, close };
}
