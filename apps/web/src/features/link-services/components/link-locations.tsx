import AddLocationAltOutlinedIcon from "@mui/icons-material/AddLocationAltOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Box, Button, CircularProgress, IconButton, Paper, Stack, Typography } from "@mui/material";
import {
  type Bounds,
  type GeocoderResult,
  type LinkServiceRequest,
  type LinkServiceRequestInput,
  QUICK_PANEL_LIMITS,
} from "@despacho/domain";
import { lazy, Suspense, useMemo, useState } from "react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { formatPoint } from "@shared/format/coordinates";
import { addressOfPlace, FormAddressField } from "@shared/map/form-address-field";
import type { MapPoint } from "@shared/map/location-map";
import { FormTextField } from "@shared/ui/form-text-field";
import { linkPlacesQueryOptions } from "../api/link-form";
import { emptyLinkLocation } from "./link-form-storage";

// MapLibre is large: it loads after the form.
const LocationMap = lazy(() => import("@shared/map/location-map").then((m) => ({ default: m.LocationMap })));
const LOCATIONS_MAX = 21;

interface LinkLocationsProps {
  form: UseFormReturn<LinkServiceRequestInput, unknown, LinkServiceRequest>;
  bounds: Bounds;
}

/** spec §3 link-service form: the origin, then destinations (added and removed), each with address search and a pin. */
export function LinkLocations({ form, bounds }: LinkLocationsProps) {
  const { control, setValue } = form;
  const locations = useFieldArray({ control, name: "locations" });
  const values = useWatch({ control, name: "locations" });
  const token = useWatch({ control, name: "token" });
  const [active, setActive] = useState(0);

  const points: MapPoint[] = useMemo(
    () =>
      values.map((l, i) => ({
        key: String(i),
        label: i === 0 ? "el origen" : `el destino ${i}`,
        kind: i === 0 ? "origin" : "destination",
        latitude: l.latitude ?? null,
        longitude: l.longitude ?? null,
      })),
    [values],
  );

  const place = (index: number, latitude: number, longitude: number, foundByGeocode: boolean) => {
    setValue(`locations.${index}.latitude`, latitude, { shouldDirty: true });
    setValue(`locations.${index}.longitude`, longitude, { shouldDirty: true });
    setValue(`locations.${index}.foundByGeocode`, foundByGeocode, { shouldDirty: true });
  };
  const pickPlace = (index: number, found: GeocoderResult) => {
    setValue(`locations.${index}.address`, addressOfPlace(found), { shouldDirty: true, shouldValidate: true });
    place(index, found.latitude, found.longitude, true);
    setActive(index);
  };

  return (
    <Stack spacing={2}>
      {locations.fields.map((item, index) => {
        const title = index === 0 ? "Origen" : `Destino ${index}`;
        const suffix = index === 0 ? "de origen" : `del destino ${index}`;
        const value = values[index];
        const located = value?.latitude != null && value.longitude != null;
        return (
          <Paper
            key={item.id}
            variant="outlined"
            sx={{ p: 1.5, borderColor: active === index ? "primary.main" : "divider", borderWidth: active === index ? 2 : 1 }}
          >
            <Stack direction="row" sx={{ alignItems: "center", mb: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                {title}
              </Typography>
              {index > 1 && (
                <IconButton size="small" aria-label={`Quitar destino ${index}`} onClick={() => locations.remove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <Stack spacing={1.5}>
              <FormAddressField
                control={control}
                name={`locations.${index}.address`}
                label={`Dirección ${suffix}`}
                searchable
                onPick={(found) => pickPlace(index, found)}
                onFocus={() => setActive(index)}
                placesQuery={(q) => linkPlacesQueryOptions(token, q)}
              />
              <FormTextField
                control={control}
                name={`locations.${index}.description`}
                label={`Descripción ${suffix}`}
                size="small"
                fullWidth
                multiline
                maxRows={4}
                onFocus={() => setActive(index)}
                slotProps={{ htmlInput: { maxLength: QUICK_PANEL_LIMITS.descriptionMax } }}
              />
              <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                <Button
                  size="small"
                  variant={active === index ? "contained" : "outlined"}
                  startIcon={<AddLocationAltOutlinedIcon />}
                  onClick={() => setActive(index)}
                  aria-pressed={active === index}
                >
                  Ubicar en el mapa
                </Button>
                <Typography variant="caption" color="text.secondary">
                  {located ? formatPoint(value.latitude ?? 0, value.longitude ?? 0) : "Sin ubicación en el mapa"}
                </Typography>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="outlined"
        startIcon={<AddLocationAltOutlinedIcon />}
        onClick={() => {
          locations.append(emptyLinkLocation("destination"), { shouldFocus: true });
          setActive(values.length);
        }}
        disabled={locations.fields.length >= LOCATIONS_MAX}
        sx={{ alignSelf: "flex-start" }}
      >
        Agregar destino
      </Button>
      <Box sx={{ height: 280 }}>
        <Suspense
          fallback={
            <Box sx={{ height: "100%", display: "grid", placeItems: "center" }}>
              <CircularProgress aria-label="Cargando mapa" />
            </Box>
          }
        >
          <LocationMap
            bounds={bounds}
            points={points}
            activeKey={String(active)}
            onPick={(key, lat, lng) => place(Number(key), lat, lng, false)}
          />
        </Suspense>
      </Box>
    </Stack>
  );
}
