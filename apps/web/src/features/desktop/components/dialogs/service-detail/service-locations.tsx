import { List, ListItem, ListItemText } from "@mui/material";
import type { Service } from "@despacho/domain";
import type { MapPoint } from "@shared/map/location-map";
import { lazy, Suspense, useMemo } from "react";
import { Section } from "./detail-layout";

const LocationMap = lazy(() => import("@shared/map/location-map").then((m) => ({ default: m.LocationMap })));

const stopName = (type: string, i: number) => (type === "origin" ? "Origen" : `Destino ${i}`);

/** The route: origin first, then the destinations in order, and their pins on a map. */
export function ServiceLocations({ service }: { service: Service }) {
  const points = useMemo<MapPoint[]>(
    () =>
      service.locations.map((location, i) => ({
        key: location.type === "origin" ? "origin" : `destination-${i - 1}`,
        label: location.type === "origin" ? "el origen" : `el destino ${i}`,
        kind: location.type,
        latitude: location.latitude,
        longitude: location.longitude,
      })),
    [service.locations],
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
      {located && (
        <Suspense fallback={null}>
          <LocationMap bounds={null} points={points} />
        </Suspense>
      )}
    </Section>
  );
}
