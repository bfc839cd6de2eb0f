import { Alert, TextField, Typography } from "@mui/material";
import { type Bounds, GEOZONE_NAME_MAX, type Geozone, geozoneInputSchema, type MultiPolygonInput } from "@despacho/domain";
import { useState } from "react";
import { ApiError } from "@despacho/client";
import { FormDialog } from "@shared/ui/form-dialog";
import { useSaveGeozone } from "../api/geozones-api";
import { GeozoneDrawMap } from "./geozone-draw-map";

/**
 * spec §2.4 geozone add/edit (formMode add or edit): a name and the MultiPolygon drawn on the map, checked by the
 * domain's rule before it is sent (a shape that crosses itself, or nothing drawn, says why).
 */
export function GeozoneDialog({ zone, bounds, onClose }: { zone: Geozone | null; bounds: Bounds | null; onClose: () => void }) {
  const save = useSaveGeozone(zone?.id ?? null);
  const [name, setName] = useState(zone?.name ?? "");
  const [polygon, setPolygon] = useState<MultiPolygonInput | null>((zone?.polygon as MultiPolygonInput | undefined) ?? null);
  const [errors, setErrors] = useState<{ name?: string; polygon?: string }>({});

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const parsed = geozoneInputSchema.safeParse({ name, polygon: polygon ?? { type: "MultiPolygon", coordinates: [] } });
    if (!parsed.success) {
      const at = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: at("name"), polygon: at("polygon") });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setErrors({ name: error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : undefined }),
    });
  };

  return (
    <FormDialog
      title={zone ? "Editar geozona" : "Nueva geozona"}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      canSubmit={name.trim() !== ""}
      maxWidth="sm"
    >
      <TextField
        label="Nombre"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        autoFocus
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: GEOZONE_NAME_MAX } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        Dibuje la zona: un clic por esquina y un clic en la primera esquina para cerrarla. Puede dibujar varias.
      </Typography>
      <GeozoneDrawMap bounds={bounds} zoneId={zone?.id ?? null} initial={polygon} onChange={setPolygon} />
      {errors.polygon && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.polygon}
        </Alert>
      )}
    </FormDialog>
  );
}
