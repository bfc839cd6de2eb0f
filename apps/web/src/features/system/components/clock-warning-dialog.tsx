import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { formatDateTime } from "@shared/format/date";

interface Props {
  open: boolean;
  serverTime: number;
  deviceTime: number;
  onAcknowledge: () => void;
}

/** spec §5: the device clock is 60 s or more away from the server's. */
export function ClockWarningDialog({ open, serverTime, deviceTime, onAcknowledge }: Props) {
  return (
    <Dialog open={open} aria-labelledby="clock-warning-title" maxWidth="xs">
      <DialogTitle id="clock-warning-title">La hora de tu dispositivo no es correcta</DialogTitle>
      <DialogContent>
        <DialogContentText>
          La fecha y hora de este equipo difieren de las del servidor en un minuto o más. Corrígela para que los tiempos de los servicios se
          vean bien.
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>
          Servidor: {formatDateTime(serverTime)}
          <br />
          Dispositivo: {formatDateTime(deviceTime)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAcknowledge}>
          Entendido
        </Button>
      </DialogActions>
    </Dialog>
  );
}
