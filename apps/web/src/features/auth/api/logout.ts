import { useMutation } from "@tanstack/react-query";
import { apiSend, clearSession, getSession } from "@despacho/client";

export const logout = (refresh: string | null) =>
  refresh ? apiSend("/access-control/logout/", { method: "DELETE", body: { refresh } }) : Promise.resolve(null);

/** The session ends on this device whatever the server answers (the shell then drops cached data). */
export function useLogout() {
  return useMutation({
    mutationFn: () => logout(getSession().refresh),
    meta: { handles: ["auth", "network", "server", "http", "not-found", "forbidden"] },
    onSettled: clearSession,
  });
}
