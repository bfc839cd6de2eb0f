import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { BulkResult, Service } from "@despacho/domain";
import { type FormEvent, useMemo, useState } from "react";
import { useAssignMultiple } from "../../api/assign-multiple";
import { useOptimalMessengersNear } from "../../api/get-optimal-messengers";
import { CourierPicker } from "./courier-picker";

interface MassAssignDialogProps {
  services: Service[];
  onDone: (result: BulkResult) => void;
  onClose: () => void;
}

/** Mass assignment: one courier for every selected service (PATCH /services/assign-multiple/). */
export function MassAssignDialog({ services, onDone, onClose }: MassAssignDialogProps) {
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up("sm"));
  const [messenger, setMessenger] = useState<string | null>(null);
  // Nearest to the first selected origin that has coordinates.
  const point = useMemo(() => {
    for (const s of services) {
      const origin = s.locations.find((l) => l.type === "origin");
      if (origin?.latitude != null && origin.longitude != null) return { latitude: origin.latitude, longitude: origin.longitude };
    }
    return null;
  }, [services]);
  const nearby = useOptimalMessengersNear(point);
  const assign = useAssignMultiple();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!messenger) return;
    assign.mutate({ services: services.map((s) => s.uuid), messenger }, { onSuccess: onDone });
  };

  return (
    <Dialog
      open
      onClose={assign.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="mass-assign-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="mass-assign-title">Asignar {services.length} servicios</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Servicios: {services.map((s) => `#${s.consecutive}`).join(", ")}</DialogContentText>
          <CourierPicker
            nearby={nearby.data?.results}
            nearbyLoading={point !== null && nearby.isPending}
            value={messenger}
            onChange={setMessenger}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={assign.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!messenger || assign.isPending}>
            Asignar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
