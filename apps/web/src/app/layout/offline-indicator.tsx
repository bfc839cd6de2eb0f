import CloudOffIcon from "@mui/icons-material/CloudOff";
import { Box, Tooltip } from "@mui/material";
import { MESSAGES, OFFLINE_DELAY_MS } from "@despacho/domain";
import { useDelayedFlag } from "@shared/hooks/use-delayed-flag";
import { useConnected } from "../realtime/network-status";

/** spec §2.3 / §8: red icon, tooltip 'Desconectado de realtime', shown 1 s after the connection drops. */
export function OfflineIndicator() {
  const offline = useDelayedFlag(!useConnected(), OFFLINE_DELAY_MS);
  if (!offline) return null;
  return (
    <Tooltip title={MESSAGES.offline}>
      <Box role="status" aria-label={MESSAGES.offline} data-testid="offline-indicator" sx={{ display: "flex", color: "error.main", px: 1 }}>
        <CloudOffIcon />
      </Box>
    </Tooltip>
  );
}
