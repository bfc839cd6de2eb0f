import { Alert, Autocomplete, Box, Button, Paper, Stack, TextField } from "@mui/material";
import { SEARCH_DEBOUNCE_MS, type ServiceRoute } from "@despacho/domain";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { PageHeader } from "@shared/ui/page-header";
import { useRoute } from "../api/get-route";
import { useRoutes } from "../api/get-routes";
import { RouteAssignPanel } from "./route-assign-panel";
import { RouteCandidatesPanel } from "./route-candidates-panel";
import { viewRoutePath } from "./route-format";
import { RouteStopsEditor } from "./route-stops-editor";

const SUGGESTIONS = 10;
const label = (r: Pick<ServiceRoute, "code" | "name">) => `${r.code} · ${r.name}`;

/** A route picked by code or name; the choice lives in the address (?route=…) so a link opens it. */
function RoutePicker({ value, onChange }: { value: ServiceRoute | null; onChange: (route: ServiceRoute | null) => void }) {
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const routes = useRoutes({ page: 0, search, pageSize: SUGGESTIONS });
  const options = routes.data?.results ?? [];
  return (
    <Autocomplete
      value={value}
      onChange={(_, route) => onChange(route)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={value && !options.some((o) => o.uuid === value.uuid) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      loading={routes.isFetching}
      loadingText="Buscando rutas..."
      noOptionsText="No hay rutas con ese código"
      sx={{ width: { xs: "100%", sm: 320 } }}
      renderInput={(params) => <TextField {...params} label="Ruta (código o nombre)" size="small" />}
    />
  );
}

/** spec §2.2 /assign-services: add services to a route, order its stops and assign it to a courier in one action. */
export function AssignServicesPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get("route");
  const route = useRoute(id);
  const choose = (r: ServiceRoute | null) => setParams(r ? { route: r.uuid } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title="Asignar servicios a ruta"
        subtitle="Agrega servicios, ordena sus paradas y asigna la ruta completa a un colaborador"
        actions={
          <>
            <RoutePicker value={route.data ?? null} onChange={choose} />
            {route.data && (
              <Button component={RouterLink} to={viewRoutePath(route.data.uuid)}>
                Ver en el mapa
              </Button>
            )}
          </>
        }
      />
      {!id && <Alert severity="info">Elige una ruta por su código para armarla.</Alert>}
      {route.isError && <Alert severity="warning">La ruta no existe en esta sucursal.</Alert>}
      {route.data && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 2fr) minmax(0, 3fr)" }, alignItems: "start" }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <RouteCandidatesPanel key={route.data.uuid} route={route.data} />
          </Paper>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <RouteStopsEditor key={route.data.uuid} route={route.data} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <RouteAssignPanel key={route.data.uuid} route={route.data} />
            </Paper>
          </Stack>
        </Box>
      )}
    </>
  );
}
