import { Box } from "@mui/material";
import { MESSENGER_STATUS } from "@despacho/domain";
import { presenceColour } from "@shared/couriers/presence-colour";

/** spec §9 chat contact states: Conectado (green icon), Desconectado (grey icon). */
export const presenceLabel = (online: boolean) => (online ? MESSENGER_STATUS.online : MESSENGER_STATUS.offline);

export function OnlineDot({ online }: { online: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 12, height: 12, borderRadius: "50%", border: 2, borderColor: "background.paper", bgcolor: presenceColour(online) }}
    />
  );
}
