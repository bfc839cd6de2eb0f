import CircleIcon from "@mui/icons-material/Circle";
import { Box, Typography } from "@mui/material";
import { MESSENGER_STATUS, type MessengerRow } from "@despacho/domain";
import { presenceColour } from "@shared/couriers/presence-colour";

/** spec §9 contact states: Conectado (green), Desconectado (grey), as a dot with its word. */
export function CourierStatus({ status }: { status: MessengerRow["status"] }) {
  const online = status === MESSENGER_STATUS.online;
  return (
    <Box component="span" data-testid="courier-status" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
      <CircleIcon aria-hidden sx={{ fontSize: 12, color: presenceColour(online) }} />
      <Typography component="span" variant="body2" color={online ? "success.dark" : "text.secondary"}>
        {status}
      </Typography>
    </Box>
  );
}
