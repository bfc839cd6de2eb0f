import { Box, Button, DialogActions } from "@mui/material";
import type { Service } from "@despacho/domain";
import { ACTION_META, actionLabel, type DeskAction } from "../../service-actions";

interface DetailActionsProps {
  service: Service | undefined;
  actions: DeskAction[];
  onAction: (action: DeskAction, service: Service) => void;
  onClose: () => void;
}

/** The actions the service offers the user now, and Cerrar. */
export function DetailActions({ service, actions, onAction, onClose }: DetailActionsProps) {
  return (
    <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, py: 1.5 }}>
      {service &&
        actions.map((action) => {
          const { icon: Icon, color, verb } = ACTION_META[action];
          return (
            <Button
              key={action}
              size="small"
              color={color ?? "inherit"}
              variant="outlined"
              startIcon={<Icon />}
              aria-label={actionLabel(action, service.consecutive)}
              onClick={() => onAction(action, service)}
            >
              {verb}
            </Button>
          );
        })}
      <Box sx={{ flex: 1 }} />
      <Button onClick={onClose} variant="contained">
        Cerrar
      </Button>
    </DialogActions>
  );
}
