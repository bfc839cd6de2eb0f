import { CLIENT_VERSION, CLOCK_TOLERANCE_MS } from "@despacho/domain";
import { useEffect, useState } from "react";
import { lazyOnce } from "@shared/ui/lazy-once";
import { STORAGE_KEYS } from "@shared/session/storage-keys";
import { useHealth } from "../api/get-health";

const ClockWarningDialog = lazyOnce(async () => (await import("./clock-warning-dialog")).ClockWarningDialog);

const minorOf = (version: string) => version.split(".").slice(0, 2).join(".");

/**
 * spec §4: a change in the server's minor client version reloads the page (once per version);
 * spec §5: a device clock 60 s or more away from the server's shows a warning.
 */
export function ServerChecks() {
  const health = useHealth();
  const [clockAcknowledged, setClockAcknowledged] = useState(false);
  const serverVersion = health.data?.clientVersion;

  useEffect(() => {
    if (!serverVersion || minorOf(serverVersion) === minorOf(CLIENT_VERSION)) return;
    if (sessionStorage.getItem(STORAGE_KEYS.reloadedForVersion) === serverVersion) return;
    sessionStorage.setItem(STORAGE_KEYS.reloadedForVersion, serverVersion);
    window.location.reload();
  }, [serverVersion]);

  const { serverTime, deviceTime } = health.data ?? {};
  const clockWrong = serverTime != null && deviceTime != null && Math.abs(deviceTime - serverTime) >= CLOCK_TOLERANCE_MS;

  if (serverTime == null || deviceTime == null) return null;
  return (
    <ClockWarningDialog
      when={clockWrong}
      open={clockWrong && !clockAcknowledged}
      serverTime={serverTime}
      deviceTime={deviceTime}
      onAcknowledge={() => setClockAcknowledged(true)}
    />
  );
}
