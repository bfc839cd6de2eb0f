import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { Service } from "@despacho/domain";
import { type FormEvent, useState } from "react";
import { useAssignService } from "../../api/assign-service";
import { useServiceOptimalMessengers } from "../../api/get-optimal-messengers";
import { useReassignService } from "../../api/reassign-service";
import { CourierPicker } from "./courier-picker";

interface AssignDialogProps {
  mode: "assign" | "reassign";
  service: Service;
  onClose: () => void;
}

/** spec §2.4 assign and reassign: the optimal couriers (distance to the origin) first. */
export function AssignDialog({ mode, service, onClose }: AssignDialogProps) {
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up("sm"));
  const [messenger, setMessenger] = useState<string | null>(null);
  const nearby = useServiceOptimalMessengers(service.uuid);
  const assign = useAssignService();
  const reassign = useReassignService();
  const mutation = mode === "assign" ? assign : reassign;
  const title = `${mode === "assign" ? "Asignar" : "Reasignar"} servicio #${service.consecutive}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!messenger) return;
    mutation.mutate({ uuid: service.uuid, messenger }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="assign-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="assign-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {mode === "reassign" && service.messenger ? `Ahora lo tiene ${service.messenger.full_name}. ` : ""}
            Origen: {service.locations[0]?.address ?? "—"}
          </DialogContentText>
          <CourierPicker
            nearby={nearby.data?.results}
            nearbyLoading={nearby.isPending}
            exclude={mode === "reassign" ? service.messenger?.uuid : null}
            value={messenger}
            onChange={setMessenger}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!messenger || mutation.isPending}>
            {mode === "assign" ? "Asignar" : "Reasignar"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
