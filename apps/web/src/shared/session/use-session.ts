import { getSession, type Session, subscribeSession } from "@despacho/client";
import { useSyncExternalStore } from "react";

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
