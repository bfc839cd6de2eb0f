import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useMemo } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ROUTES } from "@despacho/domain";
import { useCan } from "@shared/permissions/use-roles";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { PageHeader } from "@shared/ui/page-header";
import { routeQueryKey, useRoute } from "../api/get-route";
import { useRouteLiveUpdates } from "../hooks/use-route-live-updates";
import { buildRoutePath, formatRouteLength } from "./route-format";
import { RouteMap } from "./route-map";
import { RouteStopList } from "./route-stop-list";

/**
 * spec §2.2 /view-services/{uuid}/: the route's stops in order on the map, with its path, total distance and time; the
 * stops' statuses follow the services live.
 */
export function ViewServicesPage() {
  const { id = "" } = useParams();
  const route = useRoute(id);
  const canBuild = useCan(["add_services_to_route"]);
  const services = useMemo(() => new Set(route.data?.stops.map((s) => s.service.uuid)), [route.data]);
  useRouteLiveUpdates(routeQueryKey(id), services);

  if (route.isError) return <Alert severity="warning">La ruta no existe en esta sucursal.</Alert>;
  if (!route.data) return <DelayedLoader active label="Cargando ruta" />;
  const r = route.data;
  return (
    <>
      <PageHeader
        title={`Ruta ${r.code}`}
        subtitle={`${r.name} · ${r.is_closed ? "cerrada" : "abierta"}${r.messenger ? ` · ${r.messenger.full_name}` : ""}`}
        actions={
          <>
            <Button component={RouterLink} to={ROUTES.serviceRoutes.path}>
              Volver a rutas
            </Button>
            {canBuild && (
              <Button variant="contained" component={RouterLink} to={buildRoutePath(r.uuid)}>
                Armar y asignar
              </Button>
            )}
          </>
        }
      />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "stretch" }}>
        <Box sx={{ flex: { md: "2 1 0" }, minWidth: 0 }}>
          <RouteMap stops={r.stops} closed={r.is_closed} label={`Mapa de la ruta ${r.code} con ${r.stops_count} paradas`} />
        </Box>
        <Paper variant="outlined" sx={{ flex: { md: "1 1 0" }, minWidth: 0, p: 2, maxHeight: { md: 460 }, overflow: { md: "auto" } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Recorrido total: {formatRouteLength(r)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {r.services_count} servicios · {r.stops_count} paradas
          </Typography>
          <RouteStopList stops={r.stops} empty="La ruta aún no tiene servicios." />
        </Paper>
      </Stack>
    </>
  );
}
