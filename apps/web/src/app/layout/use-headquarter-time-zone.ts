import { DEFAULT_TIME_ZONE } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useHeadquarterSettings } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { setDisplayTimeZone, useDisplayTimeZone } from "@shared/format/time-zone";
import { refetchAllButSession } from "../query-client";

/**
 * Decision 014: the web shows and reads dates in the selected headquarter's time_zone, from its settings as
 * soon as they load and whenever they change (settings-change refetches them; a switch reads the other
 * headquarter's); Bogotá until they load. Answers the display zone, to key what must render again.
 */
export function useHeadquarterTimeZone(headquarter: string | null): string {
  const queryClient = useQueryClient();
  const settings = useHeadquarterSettings(headquarter);
  const zone = settings.data?.time_zone ?? DEFAULT_TIME_ZONE;
  const known = useRef<{ headquarter: string | null; zone: string } | null>(null);

  // Before paint, so the screen never shows the old zone's times next to the new zone's.
  useLayoutEffect(() => setDisplayTimeZone(zone), [zone]);

  // The same headquarter with another zone cuts its days elsewhere: what the server counted or filtered
  // by day is read again (a switch of headquarter already refetches everything).
  useEffect(() => {
    if (!settings.data) return;
    const before = known.current;
    known.current = { headquarter, zone };
    if (before?.headquarter === headquarter && before.zone !== zone) {
      refetchAllButSession(queryClient);
    }
  }, [headquarter, zone, settings.data, queryClient]);

  return useDisplayTimeZone();
}
