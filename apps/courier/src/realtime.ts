import type { connectRealtime } from "@despacho/client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

type Socket = ReturnType<typeof connectRealtime>;
let open: Socket | null = null;
/** The courier's socket while it is connected (the location feed sends through it then), else null. */
export const connectedSocket = (): Socket | null => (open?.connected ? open : null);

/**
 * The courier's socket while a headquarter is chosen. Its code (socket.io and the events' zod schemas) loads after the
 * first screen shows: the first load carries no zod (decision 029).
 */
export function useCourierSocket(headquarter: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!headquarter) return;
    let close: (() => void) | null = null;
    let left = false;
    void import("./courier-socket").then(({ openCourierSocket }) => {
      if (left) return;
      const { socket, close: shut } = openCourierSocket(headquarter, queryClient);
      open = socket;
      close = () => {
        shut();
        if (open === socket) open = null;
      };
    });
    return () => {
      left = true;
      close?.();
    };
  }, [headquarter, queryClient]);
}
