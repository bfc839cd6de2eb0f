import CenterFocusStrongOutlinedIcon from "@mui/icons-material/CenterFocusStrongOutlined";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Button, LinearProgress, Typography } from "@mui/material";
import { ROUTES } from "@despacho/domain";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { TrackingDialog } from "@shared/couriers/tracking-dialog";
import { useCityBounds } from "@shared/map/use-city-bounds";
import { useCan } from "@shared/permissions/use-roles";
import { useSession } from "@shared/session/use-session";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { useLiveMap } from "../hooks/use-live-map";
import { type CourierFilter, NO_FILTER } from "../state/live-couriers";
import { CourierCard } from "./courier-card";
import { CourierList } from "./courier-list";
import { LiveMapView } from "./live-map-view";
import type { LiveMapController } from "./map-controller";

/** The query parameter naming the courier to centre and follow (the fake-location alert's 'Ir a mapa y cerrar'). */
const MESSENGER_PARAM = "messenger";
/** The window /map opens /mapWindow in (one, reused). */
const MAP_WINDOW_NAME = "despacho-mapa";

/** spec §2.2 /map: the couriers and the open services live, a side list, a card per courier. */
export function LiveMapPage() {
  return <LiveMap windowed={false} />;
}

/** spec §2.2 /mapWindow: the same map, full width in its own window. */
export function MapWindowPage() {
  return <LiveMap windowed />;
}

function LiveMap({ windowed }: { windowed: boolean }) {
  const { headquarter } = useSession();
  const city = useCityBounds();
  const canChat = useCan(["view_chat_menu"]);
  const [params, setParams] = useSearchParams();
  const selected = params.get(MESSENGER_PARAM);
  const [controller, setController] = useState<LiveMapController | null>(null);
  const [following, setFollowing] = useState<string | null>(selected);
  const [filter, setFilter] = useState<CourierFilter>(NO_FILTER);
  const [tracking, setTracking] = useState(false);
  const live = useLiveMap(headquarter, controller);
  const courier = live.couriers.find((c) => c.uuid === selected) ?? null;

  const select = useCallback(
    (uuid: string | null) => {
      setParams(uuid ? { [MESSENGER_PARAM]: uuid } : {}, { replace: true });
      setFollowing(null);
    },
    [setParams],
  );

  useEffect(() => controller?.select(selected), [controller, selected]);
  // Following starts once the courier's point is on the map (a link to /map?messenger= follows at once).
  const located = courier?.latitude != null;
  useEffect(() => {
    if (located) controller?.follow(following);
    else controller?.follow(null);
  }, [controller, following, located]);

  const actions = (
    <>
      <Button variant="outlined" startIcon={<CenterFocusStrongOutlinedIcon />} onClick={() => controller?.fitCity()}>
        Ajustar a la ciudad
      </Button>
      {!windowed && (
        <Button
          variant="outlined"
          startIcon={<OpenInNewIcon />}
          onClick={() => window.open(ROUTES.mapWindow.path, MAP_WINDOW_NAME, "popup,width=1280,height=800")}
        >
          Abrir en ventana
        </Button>
      )}
    </>
  );

  return (
    <Box sx={windowed ? { height: "100dvh", display: "flex", flexDirection: "column", p: 1.5, boxSizing: "border-box" } : undefined}>
      {windowed ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1.5, flexWrap: "wrap" }}>
          <Typography variant="h6" component="h1" sx={{ flex: 1, fontWeight: 600 }}>
            Mapa
          </Typography>
          {actions}
        </Box>
      ) : (
        <PageHeader title="Mapa" subtitle="Colaboradores y servicios en vivo" actions={actions} />
      )}
      {live.query.isError && <LoadError message="No se pudo cargar el mapa." onRetry={() => live.query.refetch()} />}
      {live.query.isPending && <LinearProgress aria-label="Cargando el mapa" sx={{ mb: 1 }} />}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 340px" },
          gridTemplateRows: { xs: "55dvh auto", md: "minmax(0, 1fr)" },
          gap: 1.5,
          ...(windowed ? { flex: 1, minHeight: 0 } : { height: { md: "calc(100dvh - 230px)" }, minHeight: { md: 480 } }),
        }}
      >
        <LiveMapView city={city} onController={setController} onSelect={select} />
        <Box
          component="aside"
          aria-label="Lista de colaboradores"
          sx={{ display: "flex", flexDirection: "column", gap: 1.5, minHeight: 0, maxHeight: { xs: 640, md: "none" } }}
        >
          {courier && (
            <CourierCard
              courier={courier}
              following={following === courier.uuid}
              canChat={canChat}
              onLocate={() => controller?.locate(courier.uuid)}
              onFollow={() => setFollowing(following === courier.uuid ? null : courier.uuid)}
              onTrack={() => setTracking(true)}
              onClose={() => select(null)}
            />
          )}
          <CourierList
            couriers={live.couriers}
            filter={filter}
            onFilter={setFilter}
            selected={selected}
            onSelect={(uuid) => {
              select(uuid);
              controller?.locate(uuid);
            }}
          />
        </Box>
      </Box>
      {tracking && courier && <TrackingDialog messenger={courier} onClose={() => setTracking(false)} />}
    </Box>
  );
}
