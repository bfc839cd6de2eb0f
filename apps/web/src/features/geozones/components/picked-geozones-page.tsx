import {
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  List,
  ListItem,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from "@mui/material";
import { type Geozone, GEOZONE_MESSAGES, LIST_LIMIT_MAX, PAGE_SIZE, type PickedGeozone } from "@despacho/domain";
import { useState } from "react";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { RowDeleteButton } from "@shared/ui/row-actions";
import { type Purpose, useGeozones, usePickedGeozones, usePickGeozone, useUnpickGeozone } from "../api/geozones-api";
import { useZoneQueueLiveUpdates } from "../hooks/use-zone-queue-live-updates";
import { areaLabel, GeozonePreview } from "./geozone-preview";
import { ZoneQueue } from "./zone-queue";

const TEXTS: Record<Purpose, { title: string; subtitle: string; empty: string; pick: string }> = {
  queue: {
    title: "Geozonas en cola",
    subtitle: "Los colaboradores conectados dentro de estas zonas esperan servicios en fila",
    empty: "No hay geozonas en cola",
    pick: "Agregar a la cola",
  },
  activation: {
    title: "Geozonas de activación",
    subtitle: "Con alguna definida, un colaborador solo se conecta estando dentro de una de ellas",
    empty: "No hay geozonas de activación: los colaboradores se conectan desde cualquier lugar",
    pick: "Agregar a la activación",
  },
};

/** spec §2.2 /geozone-queue and /geozone-to-activation: the zones picked for the purpose; add one not yet picked, remove. */
export function PickedGeozonesPage({ purpose }: { purpose: Purpose }) {
  const texts = TEXTS[purpose];
  const picked = usePickedGeozones(purpose, 0, PAGE_SIZE.queueGeozonesList);
  const free = useGeozones({ page: 0, search: "", limit: LIST_LIMIT_MAX, freeFor: purpose });
  const pick = usePickGeozone(purpose);
  const unpick = useUnpickGeozone(purpose);
  const [choice, setChoice] = useState<Geozone | null>(null);
  const [removing, setRemoving] = useState<PickedGeozone | null>(null);
  const rows = picked.data?.results ?? [];

  return (
    <Box sx={{ maxWidth: 820 }}>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <Box
        component="form"
        sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) pick.mutate(choice.id, { onSuccess: () => setChoice(null) });
        }}
      >
        <Autocomplete
          options={free.data?.results ?? []}
          value={choice}
          onChange={(_event, zone) => setChoice(zone)}
          getOptionLabel={(zone) => zone.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="No hay geozonas libres: dibújelas en Geozonas"
          sx={{ flex: "1 1 260px" }}
          renderInput={(params) => <TextField {...params} label="Geozona" size="small" />}
        />
        <Button type="submit" variant="contained" disabled={!choice || pick.isPending}>
          {texts.pick}
        </Button>
      </Box>
      {picked.isError && <LoadError message="No fue posible cargar las geozonas." onRetry={() => picked.refetch()} />}
      {picked.isSuccess && rows.length === 0 && <EmptyState title={texts.empty} />}
      {rows.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={texts.title} disablePadding>
            {rows.map((row, i) => (
              <ListItem
                key={row.id}
                divider={i < rows.length - 1}
                secondaryAction={<RowDeleteButton onClick={() => setRemoving(row)} label={`Quitar ${row.geo_zone.name}`} />}
                // The remove button stays beside the zone's name, above its queue.
                sx={{ gap: 2, pr: 8, flexWrap: "wrap", "& > .MuiListItemSecondaryAction-root": { top: 40 } }}
              >
                <GeozonePreview polygon={row.geo_zone.polygon} label={`Contorno de ${row.geo_zone.name}`} />
                <ListItemText primary={row.geo_zone.name} secondary={areaLabel(row.geo_zone.area_m2)} />
                {purpose === "queue" && <ZoneQueue queueGeozone={row.id} name={row.geo_zone.name} />}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={`¿Quitar ${removing?.geo_zone.name ?? ""}?`}
        busy={unpick.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && unpick.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
      {/* spec §7: 'Por favor, espere...' while a zone is added or removed. */}
      <Dialog open={pick.isPending || unpick.isPending} aria-labelledby="geozone-wait">
        <DialogContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography id="geozone-wait">{GEOZONE_MESSAGES.wait}</Typography>
        </DialogContent>
      </Dialog>
    </Box>
  );
}

export function QueueGeozonesPage() {
  useZoneQueueLiveUpdates();
  return <PickedGeozonesPage purpose="queue" />;
}
export const ActivationGeozonesPage = () => <PickedGeozonesPage purpose="activation" />;
