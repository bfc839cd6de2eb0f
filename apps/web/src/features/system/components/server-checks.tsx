import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { CLIENT_VERSION, CLOCK_TOLERANCE_MS } from "@despacho/domain";
import { useEffect, useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { STORAGE_KEYS } from "@shared/session/storage-keys";
import { useHealth } from "../api/get-health";

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

  return (
    <Dialog open={clockWrong && !clockAcknowledged} aria-labelledby="clock-warning-title" maxWidth="xs">
      <DialogTitle id="clock-warning-title">La hora de tu dispositivo no es correcta</DialogTitle>
      <DialogContent>
        <DialogContentText>
          La fecha y hora de este equipo difieren de las del servidor en un minuto o más. Corrígela para que los tiempos de los servicios se
          vean bien.
        </DialogContentText>
        {serverTime != null && deviceTime != null && (
          <DialogContentText sx={{ mt: 2 }}>
            Servidor: {formatDateTime(serverTime)}
            <br />
            Dispositivo: {formatDateTime(deviceTime)}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setClockAcknowledged(true)}>
          Entendido
        </Button>
      </DialogActions>
    </Dialog>
  );
}
