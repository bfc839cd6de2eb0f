import PersonRemoveOutlinedIcon from "@mui/icons-material/PersonRemoveOutlined";
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Tooltip,
} from "@mui/material";
import { COVENANT_COURIERS_MAX, type Covenant, type CovenantCourier, initials, MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { type CourierSearch, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { useCovenantCouriers, useSetCovenantCouriers } from "../api/covenants";
import { couriersHint, isFull, namedCouriers, withCourier, withoutCourier } from "./covenant-couriers";
import { counterpart, storeLabel } from "./covenant-text";

/** The search of the couriers field: the headquarter's couriers a business may name (not the staff's list). */
const useCovenantCourierSearch: CourierSearch = (query) => useCovenantCouriers(query);

/**
 * issue 22: the headquarter's couriers a live covenant names (up to 50); dispatch offers them the client store's
 * services first, in the order of its priority groups. Each addition or removal is saved at once.
 */
export function CovenantCouriersDialog({ covenant, onClose }: { covenant: Covenant; onClose: () => void }) {
  const [ids, setIds] = useState<string[]>(covenant.settings.couriers ?? []);
  const [picked, setPicked] = useState<CovenantCourier[]>([]);
  const [removing, setRemoving] = useState<CovenantCourier | null>(null);
  const names = useCovenantCouriers({ id__in: ids.join(","), limit: COVENANT_COURIERS_MAX }, ids.length > 0);
  const save = useSetCovenantCouriers();
  // The server's answer last: it wins over what the field knew of a courier just picked (no photo).
  const couriers = namedCouriers(ids, [...picked, ...(names.data?.results ?? [])]);
  const title = `Colaboradores del convenio con ${storeLabel(counterpart(covenant))}`;

  // A refusal (a courier who left the headquarter meanwhile) is shown by the shell, with its field and message.
  const send = (next: string[], added: boolean, onDone?: () => void) =>
    save.mutate(
      { id: covenant.id, couriers: next, added },
      {
        onSuccess: (saved) => {
          setIds(saved.settings.couriers ?? []);
          onDone?.();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="covenant-couriers-title">
      <DialogTitle id="covenant-couriers-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            El despacho ofrece primero a estos colaboradores los servicios de {covenant.business_store.name}, en el orden de los grupos de
            prioridad de la tienda.
          </DialogContentText>
          <CourierAutocomplete
            label="Agregar colaborador"
            value={null}
            onChange={(courier) => {
              if (!courier) return;
              const chosen = { ...courier, image_url: null };
              setPicked((all) => [...all, chosen]);
              send(withCourier(ids, courier.uuid), true);
            }}
            search={useCovenantCourierSearch}
            exclude={ids}
            disabled={isFull(ids) || save.isPending}
            helperText={couriersHint(ids)}
            clearOnPick
          />
          {names.isError && <LoadError message="No fue posible cargar los colaboradores del convenio." onRetry={() => names.refetch()} />}
          <DelayedLoader active={names.isPending && ids.length > 0} label="Cargando colaboradores del convenio" />
          {ids.length === 0 && (
            <EmptyState
              title="El convenio aún no nombra colaboradores"
              hint="Busque por nombre a los colaboradores de la sucursal que atenderán a la tienda."
            />
          )}
          {ids.length > 0 && names.data && (
            <List dense aria-label="Colaboradores del convenio">
              {couriers.map((courier) => (
                <ListItem
                  key={courier.uuid}
                  disableGutters
                  secondaryAction={
                    <Tooltip title="Quitar del convenio">
                      <IconButton
                        edge="end"
                        aria-label={`Quitar a ${courier.full_name}`}
                        disabled={save.isPending}
                        onClick={() => setRemoving(courier)}
                      >
                        <PersonRemoveOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemAvatar>
                    <Avatar src={courier.image_url ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32, fontSize: 13 }}>
                      {initials(courier.full_name)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={courier.full_name} />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title={MESSAGES.covenantCourierRemoveConfirm}
        message={removing?.full_name}
        busy={save.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && send(withoutCourier(ids, removing.uuid), false, () => setRemoving(null))}
      />
    </Dialog>
  );
}
