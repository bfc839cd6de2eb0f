import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

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
      if (!left) close = openCourierSocket(headquarter, queryClient);
    });
    return () => {
      left = true;
      close?.();
    };
  }, [headquarter, queryClient]);
}
