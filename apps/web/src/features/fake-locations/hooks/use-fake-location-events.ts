import { EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { onEvent } from "@despacho/client";
import { fakeLocationsQueryKey } from "../api/get-fake-locations";

/**
 * Issue 12: a new detection refreshes the alert's list and any open detail, and answers a counter that moves on
 * each one (the toolbar icon pulses while it is unseen).
 */
export function useFakeLocationEvents() {
  const queryClient = useQueryClient();
  const [detections, setDetections] = useState(0);
  useEffect(
    () =>
      onEvent(EVENTS.fakeLocationDetected, () => {
        void queryClient.invalidateQueries({ queryKey: fakeLocationsQueryKey });
        setDetections((n) => n + 1);
      }),
    [queryClient],
  );
  return detections;
}
