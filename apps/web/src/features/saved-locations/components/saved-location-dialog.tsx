import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, CircularProgress, Typography } from "@mui/material";
import { SAVED_LOCATION_NAME_MAX, type SavedLocationInput, savedLocationInputSchema } from "@despacho/domain";
import { lazy, Suspense } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { addressSearchQueryOptions } from "@shared/api/geocoder/search-addresses";
import { useServerErrors } from "@shared/hooks/use-server-errors";
import { addressOfPlace, FormAddressField } from "@shared/map/form-address-field";
import { useCityBounds } from "@shared/map/use-city-bounds";
import { useSession } from "@shared/session/use-session";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateSavedLocation } from "../api/saved-locations-api";

const LocationMap = lazy(() => import("@shared/map/location-map").then((m) => ({ default: m.LocationMap })));
const FIELDS = ["name", "address", "latitude"] as const;
const PIN = "place";

/** A new saved place: its name, its address (searched, normalised on leaving the field) and its pin, placed or moved on the map. */
export function SavedLocationDialog({ onClose }: { onClose: () => void }) {
  const { headquarter } = useSession();
  const bounds = useCityBounds();
  const create = useCreateSavedLocation();
  const form = useForm<SavedLocationInput, unknown, z.output<typeof savedLocationInputSchema>>({
    resolver: zodResolver(savedLocationInputSchema),
    defaultValues: { name: "", address: "", latitude: undefined, longitude: undefined },
  });
  const { formError, setFormError, showServerErrors } = useServerErrors(form.setError, FIELDS, ["bad-request", "conflict"]);
  const [name, latitude, longitude] = useWatch({ control: form.control, name: ["name", "latitude", "longitude"] });
  const place = (lat: number, lng: number) => {
    form.setValue("latitude", lat);
    form.setValue("longitude", lng);
    form.clearErrors("latitude");
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, { onSuccess: onClose, onError: showServerErrors });
  });

  return (
    <FormDialog
      title="Nuevo lugar frecuente"
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      canSubmit={name.trim() !== ""}
      maxWidth="sm"
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {formError}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        autoFocus
        fullWidth
        margin="dense"
        size="small"
        slotProps={{ htmlInput: { maxLength: SAVED_LOCATION_NAME_MAX } }}
      />
      <Box sx={{ mt: 1 }}>
        <FormAddressField
          control={form.control}
          name="address"
          label="Dirección"
          searchable
          onPick={(found) => {
            form.setValue("address", addressOfPlace(found), { shouldDirty: true, shouldValidate: true });
            place(found.latitude, found.longitude);
          }}
          placesQuery={(q) => addressSearchQueryOptions(headquarter, q)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
        Elija la dirección de la lista o haga clic en el mapa; puede arrastrar el marcador para corregirlo.
      </Typography>
      <Box sx={{ height: { xs: 240, sm: 300 } }}>
        <Suspense
          fallback={
            <Box sx={{ height: "100%", display: "grid", placeItems: "center" }}>
              <CircularProgress aria-label="Cargando mapa" />
            </Box>
          }
        >
          <LocationMap
            bounds={bounds}
            points={[
              { key: PIN, label: name.trim() || "el lugar", kind: "origin", latitude: latitude ?? null, longitude: longitude ?? null },
            ]}
            activeKey={PIN}
            onPick={(_, lat, lng) => place(lat, lng)}
          />
        </Suspense>
      </Box>
      {form.formState.errors.latitude && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {form.formState.errors.latitude.message}
        </Typography>
      )}
    </FormDialog>
  );
}
