import RouteOutlinedIcon from "@mui/icons-material/RouteOutlined";
import { Button, List, ListItem, ListItemText, Typography } from "@mui/material";
import { isActiveStatus, MESSENGER_READ, type Service, type ServiceDetail, zonedDateTimeLocal } from "@despacho/domain";
import { lazy, Suspense, useMemo, useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import type { MapPoint } from "@shared/map/location-map";
import { useCan } from "@shared/permissions/use-roles";
import { Section } from "./detail-layout";

const LocationMap = lazy(() => import("@shared/map/location-map").then((m) => ({ default: m.LocationMap })));
const TrackingDialog = lazy(() => import("@shared/couriers/tracking-dialog").then((m) => ({ default: m.TrackingDialog })));

const stopName = (type: string, i: number) => (type === "origin" ? "Origen" : `Destino ${i}`);

/**
 * The route: origin first, then the destinations in order, their pins on a map and, while the service is open,
 * where its courier is now; the courier's route since the service was created plays back in the tracking dialog.
 */
export function ServiceLocations({ service }: { service: Service & Pick<ServiceDetail, "messenger_location"> }) {
  const canTrack = useCan(MESSENGER_READ);
  const zone = useDisplayTimeZone();
  const [tracking, setTracking] = useState(false);
  const courierAt = isActiveStatus(service.status) ? service.messenger_location : null;
  const points = useMemo<MapPoint[]>(
    () => [
      ...service.locations.map(
        (location, i): MapPoint => ({
          key: location.type === "origin" ? "origin" : `destination-${i - 1}`,
          label: location.type === "origin" ? "el origen" : `el destino ${i}`,
          kind: location.type,
          latitude: location.latitude,
          longitude: location.longitude,
        }),
      ),
      ...(courierAt && service.messenger
        ? [{ key: "messenger", label: service.messenger.full_name, kind: "messenger" as const, ...courierAt }]
        : []),
    ],
    [service.locations, service.messenger, courierAt],
  );
  const located = points.some((p) => p.latitude !== null && p.longitude !== null);
  return (
    <Section title="Ubicaciones">
      <List dense disablePadding>
        {service.locations.map((location, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a location is its position in the route
          <ListItem key={`${location.type}-${i}`} disableGutters alignItems="flex-start">
            <ListItemText
              primary={`${stopName(location.type, i)}: ${location.address}`}
              secondary={[location.description, location.city].filter(Boolean).join(" · ") || undefined}
            />
          </ListItem>
        ))}
      </List>
      {courierAt?.located_at && service.messenger && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="courier-location">
          {service.messenger.full_name} (C en el mapa): última ubicación {formatDateTime(courierAt.located_at)}
        </Typography>
      )}
      {located && (
        <Suspense fallback={null}>
          <LocationMap bounds={null} points={points} />
        </Suspense>
      )}
      {service.messenger && canTrack && (
        <Button size="small" startIcon={<RouteOutlinedIcon />} sx={{ mt: 1 }} onClick={() => setTracking(true)}>
          Recorrido del colaborador
        </Button>
      )}
      {tracking && service.messenger && (
        <Suspense fallback={null}>
          <TrackingDialog
            messenger={service.messenger}
            initialRange={{
              from: zonedDateTimeLocal(zone, service.created_at),
              to: zonedDateTimeLocal(zone, isActiveStatus(service.status) ? new Date() : service.updated_at),
            }}
            onClose={() => setTracking(false)}
          />
        </Suspense>
      )}
    </Section>
  );
}
