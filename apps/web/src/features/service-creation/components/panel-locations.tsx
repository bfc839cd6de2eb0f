import AddLocationAltOutlinedIcon from "@mui/icons-material/AddLocationAltOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from "@mui/material";
import {
  addDestinationError,
  cityIdAt,
  creationMapBounds,
  type GeocoderResult,
  MESSAGES,
  QUICK_PANEL_LIMITS,
  roundTripError,
  UNRESOLVED_CITY_ID,
  type WorkingCity,
} from "@despacho/domain";
import { lazy, Suspense, useMemo, useState } from "react";
import { Controller, type FieldPath, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { formatPoint } from "@shared/format/coordinates";
import { FormTextField } from "@shared/ui/form-text-field";
import { notify } from "@shared/ui/toast-store";
import { emptyLocation, type QuickPanelOutput, type QuickPanelValues } from "../form/quick-panel-form";
import { addressOfPlace, FormAddressField } from "@shared/map/form-address-field";
import { useSession } from "@shared/session/use-session";
import { addressSearchQueryOptions } from "@shared/api/geocoder/search-addresses";
import type { MapPoint } from "@shared/map/location-map";

// MapLibre is large: it loads with the third panel, not with the app.
const LocationMap = lazy(() => import("@shared/map/location-map").then((m) => ({ default: m.LocationMap })));

// The creation payload takes up to 21 locations: the origin and 20 destinations.
const DESTINATIONS_MAX = 20;

interface PanelLocationsProps {
  form: UseFormReturn<QuickPanelValues, unknown, QuickPanelOutput>;
  /** The headquarter's working cities: the map frames the default one, a pin takes the city holding it. */
  cities: readonly WorkingCity[];
  /** spec §3 use_map_autocompletion: the address fields offer the geocoder's places. */
  addressSearch: boolean;
  showRoundTrip: boolean;
}

type LocationPath = "origin" | `destinations.${number}`;

/** panelThree: origin and destinations with a pin each (spec §3 Location, §5 guards). */
export function PanelLocations({ form, cities, addressSearch, showRoundTrip }: PanelLocationsProps) {
  const { control, setValue, getValues } = form;
  const { headquarter } = useSession();
  const destinations = useFieldArray({ control, name: "destinations" });
  const [origin, destinationValues, isRoundTrip] = useWatch({ control, name: ["origin", "destinations", "is_round_trip"] });
  const [active, setActive] = useState<LocationPath>("origin");
  const guardError = form.formState.errors.destinations?.root?.message ?? form.formState.errors.destinations?.message;

  const points: MapPoint[] = useMemo(
    () => [
      { key: "origin", label: "el origen", kind: "origin", latitude: origin.latitude, longitude: origin.longitude },
      ...destinationValues.map((d, i) => ({
        key: `destinations.${i}`,
        label: `el destino ${i + 1}`,
        kind: "destination" as const,
        latitude: d.latitude,
        longitude: d.longitude,
      })),
    ],
    [origin, destinationValues],
  );

  const bounds = useMemo(() => creationMapBounds(cities), [cities]);

  const place = (path: LocationPath, latitude: number, longitude: number, cityId: number, foundByGeocode: boolean) => {
    setValue(`${path}.latitude`, latitude, { shouldDirty: true });
    setValue(`${path}.longitude`, longitude, { shouldDirty: true });
    setValue(`${path}.city_id`, cityId, { shouldDirty: true });
    setValue(`${path}.foundByGeocode`, foundByGeocode, { shouldDirty: true });
    form.clearErrors(`${path}.latitude`);
  };
  const pick = (key: string, latitude: number, longitude: number) =>
    place(key as LocationPath, latitude, longitude, cityIdAt(cities, { latitude, longitude }), false);
  const pickPlace = (path: LocationPath, found: GeocoderResult) => {
    setValue(`${path}.address`, addressOfPlace(found), { shouldDirty: true, shouldValidate: true });
    place(path, found.latitude, found.longitude, found.city_id, true);
    setActive(path);
  };

  const addDestination = () => {
    const values = getValues();
    const error = addDestinationError(values.origin, values.destinations, values.is_round_trip ?? false);
    if (error) {
      notify.error(error);
      return;
    }
    if (values.destinations.length >= DESTINATIONS_MAX) return;
    destinations.append(emptyLocation(), { shouldFocus: true });
    setActive(`destinations.${values.destinations.length}`);
  };

  const removeDestination = (index: number) => {
    destinations.remove(index);
    setActive("origin");
  };

  const locationCard = (key: string, path: LocationPath, title: string, suffix: string, onRemove?: () => void) => {
    const isActive = active === path;
    const value = path === "origin" ? origin : destinationValues[Number(path.split(".")[1])];
    const point = value && value.latitude !== null && value.longitude !== null ? formatPoint(value.latitude, value.longitude) : null;
    const located = point !== null;
    const coordinatesError = form.getFieldState(`${path}.latitude` as FieldPath<QuickPanelValues>, form.formState).error?.message;
    return (
      <Paper
        key={key}
        variant="outlined"
        data-testid={`location-${path.replace(".", "-")}`}
        sx={{ p: 1.5, borderColor: isActive ? "primary.main" : "divider", borderWidth: isActive ? 2 : 1 }}
      >
        <Stack direction="row" sx={{ alignItems: "center", mb: 1, gap: 1 }}>
          <PlaceOutlinedIcon fontSize="small" color={path === "origin" ? "success" : "error"} aria-hidden />
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {onRemove && (
            <Tooltip title="Quitar destino">
              <IconButton size="small" onClick={onRemove} aria-label={`Quitar ${suffix}`}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Stack spacing={1.5}>
          <FormAddressField
            control={control}
            name={`${path}.address` as "origin.address"}
            label={`Dirección ${suffix}`}
            searchable={addressSearch}
            onPick={(found) => pickPlace(path, found)}
            onFocus={() => setActive(path)}
            placesQuery={(q) => addressSearchQueryOptions(headquarter, q)}
          />
          <FormTextField
            control={control}
            name={`${path}.description` as "origin.description"}
            label={`Descripción ${suffix}`}
            size="small"
            fullWidth
            multiline
            maxRows={4}
            onFocus={() => setActive(path)}
            slotProps={{ htmlInput: { maxLength: QUICK_PANEL_LIMITS.descriptionMax } }}
          />
          <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <Button
              size="small"
              variant={isActive ? "contained" : "outlined"}
              startIcon={<AddLocationAltOutlinedIcon />}
              onClick={() => setActive(path)}
              aria-pressed={isActive}
            >
              {`Ubicar ${suffix.replace(/^de(l)? /, "")} en el mapa`}
            </Button>
            <Typography
              variant="caption"
              color={coordinatesError ? "error" : "text.secondary"}
              data-testid={`coordinates-${path.replace(".", "-")}`}
            >
              {point ?? coordinatesError ?? (isActive ? "Haga clic en el mapa para ubicarla" : "Sin ubicación en el mapa")}
            </Typography>
          </Stack>
          {located && value.city_id === UNRESOLVED_CITY_ID && (
            <Alert severity="warning" data-testid={`no-city-${path.replace(".", "-")}`}>
              {MESSAGES.noCityFound}
            </Alert>
          )}
        </Stack>
      </Paper>
    );
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(300px, 5fr) 6fr" }, alignItems: "stretch" }}>
      <Stack spacing={1.5} sx={{ order: { xs: 2, md: 1 } }}>
        {showRoundTrip && (
          <Controller
            control={control}
            name="is_round_trip"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value ?? false}
                    onChange={(_, checked) => {
                      const error = checked ? roundTripError(getValues("origin"), getValues("destinations")) : null;
                      if (error) notify.error(error);
                      else field.onChange(checked);
                    }}
                  />
                }
                label="Ida y vuelta"
              />
            )}
          />
        )}
        {locationCard("origin", "origin", "Origen", "de origen")}
        {destinations.fields.map((item, index) =>
          locationCard(
            item.id,
            `destinations.${index}`,
            destinations.fields.length > 1 ? `Destino ${index + 1}` : "Destino",
            `del destino ${index + 1}`,
            destinations.fields.length > 1 ? () => removeDestination(index) : undefined,
          ),
        )}
        {guardError && <Alert severity="error">{guardError}</Alert>}
        <Button
          variant="outlined"
          startIcon={<AddLocationAltOutlinedIcon />}
          onClick={addDestination}
          disabled={destinations.fields.length >= DESTINATIONS_MAX}
          sx={{ alignSelf: "flex-start" }}
        >
          Agregar destino
        </Button>
        {isRoundTrip && (
          <Typography variant="caption" color="text.secondary">
            Ida y vuelta: el colaborador regresa al origen; solo se permite un destino.
          </Typography>
        )}
      </Stack>
      <Box sx={{ order: { xs: 1, md: 2 }, minHeight: { xs: 260, md: 420 }, position: { md: "sticky" }, top: 0 }}>
        <Suspense
          fallback={
            <Box sx={{ height: "100%", minHeight: 260, display: "grid", placeItems: "center" }}>
              <CircularProgress aria-label="Cargando mapa" />
            </Box>
          }
        >
          <LocationMap bounds={bounds} points={points} activeKey={active} onPick={pick} />
        </Suspense>
      </Box>
    </Box>
  );
}
