import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { BulkResult, Service } from "@despacho/domain";
import { type FormEvent, useMemo, useState } from "react";
import { useAssignMultiple } from "../../api/assign-multiple";
import { useAssignService } from "../../api/assign-service";
import { useOptimalMessengersNear, useServiceOptimalMessengers } from "../../api/get-optimal-messengers";
import { useReassignService } from "../../api/reassign-service";
import { CourierPicker } from "./courier-picker";

type AssignDialogProps = { onClose: () => void } & (
  | { mode: "assign" | "reassign"; service: Service }
  /** Mass assignment: one courier for every selected service. */
  | { mode: "mass"; services: Service[]; onDone: (result: BulkResult) => void }
);

/** The first selected origin that has coordinates: mass assignment offers the couriers nearest to it. */
function firstOriginPoint(services: Service[]) {
  for (const s of services) {
    const origin = s.locations.find((l) => l.type === "origin");
    if (origin?.latitude != null && origin.longitude != null) return { latitude: origin.latitude, longitude: origin.longitude };
  }
  return null;
}

/** spec §2.4 assign, reassign and mass assignment: the optimal couriers (distance to the origin) first. */
export function AssignDialog(props: AssignDialogProps) {
  const { mode, onClose } = props;
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up("sm"));
  const [messenger, setMessenger] = useState<string | null>(null);
  const single = props.mode === "mass" ? null : props.service;
  const selected = props.mode === "mass" ? props.services : null;
  const point = useMemo(() => (selected ? firstOriginPoint(selected) : null), [selected]);
  const nearService = useServiceOptimalMessengers(single?.uuid ?? null);
  const nearPoint = useOptimalMessengersNear(point);
  const nearby = single ? nearService : nearPoint;
  const assign = useAssignService();
  const reassign = useReassignService();
  const assignMany = useAssignMultiple();
  const pending = assign.isPending || reassign.isPending || assignMany.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!messenger) return;
    if (props.mode === "mass") assignMany.mutate({ services: props.services.map((s) => s.uuid), messenger }, { onSuccess: props.onDone });
    else
      (props.mode === "assign" ? assign : reassign).mutate(
        { uuid: props.service.uuid, version: props.service.version, messenger },
        { onSuccess: onClose },
      );
  };

  const title = single
    ? `${mode === "reassign" ? "Reasignar" : "Asignar"} servicio #${single.consecutive}`
    : `Asignar ${selected?.length} servicios`;
  const description = single
    ? `${mode === "reassign" && single.messenger ? `Ahora lo tiene ${single.messenger.full_name}. ` : ""}Origen: ${single.locations[0]?.address ?? "—"}`
    : `Servicios: ${selected?.map((s) => `#${s.consecutive}`).join(", ")}`;

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="assign-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="assign-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <CourierPicker
            nearby={nearby.data?.results}
            nearbyLoading={(single !== null || point !== null) && nearby.isPending}
            exclude={mode === "reassign" ? single?.messenger?.uuid : null}
            value={messenger}
            onChange={setMessenger}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!messenger || pending}>
            {mode === "reassign" ? "Reasignar" : "Asignar"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
