import { Alert, AlertTitle, Box } from "@mui/material";
import { useConnected, useOutbox } from "../hooks";

/** issue 24: the screen says plainly what waits to be sent and whether there is a connection. */
export function OutboxBar() {
  const entries = useOutbox();
  const connected = useConnected();
  if (connected && entries.length === 0) return null;
  return (
    <Box role="status" aria-live="polite" sx={{ px: 2, pt: 1, maxWidth: 600, width: "100%", mx: "auto" }}>
      <Alert severity={connected ? "info" : "warning"} variant="filled">
        <AlertTitle sx={{ fontWeight: 800 }}>{connected ? "Enviando…" : "Sin conexión"}</AlertTitle>
        {entries.length === 0
          ? "Lo que hagas se guarda en el teléfono y se envía cuando vuelva la conexión."
          : `Pendiente de envío (${entries.length}): ${entries.map((entry) => entry.label).join(" · ")}`}
      </Alert>
    </Box>
  );
}
