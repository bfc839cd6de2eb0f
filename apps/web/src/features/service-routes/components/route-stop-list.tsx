import { Box, Chip, List, ListItem, ListItemText, Typography } from "@mui/material";
import { StatusChip } from "@shared/ui/status-chip";
import { ROUTE_STOP_KIND_LABELS, type ServiceRouteStop } from "@despacho/domain";
import { ROUTE_POINT_COLOURS } from "@shared/map/courier-colours";
import type { ReactNode } from "react";

const COLOURS = { pickup: ROUTE_POINT_COLOURS.origin, dropoff: ROUTE_POINT_COLOURS.destination } as const;

/** The number a stop carries on the map, in its colour. */
export function StopNumber({ stop, n }: { stop: ServiceRouteStop; n: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        flex: "0 0 auto",
        width: 26,
        height: 26,
        borderRadius: "50%",
        bgcolor: COLOURS[stop.kind],
        color: "#fff",
        fontSize: 12,
        fontWeight: 600,
        display: "grid",
        placeItems: "center",
      }}
    >
      {n}
    </Box>
  );
}

/** What a stop says: 'Recogida · #12 Laura Gómez' over its address and its service's status. */
export function StopText({ stop }: { stop: ServiceRouteStop }) {
  return (
    <ListItemText
      primary={
        <>
          <Chip size="small" label={ROUTE_STOP_KIND_LABELS[stop.kind]} variant="outlined" sx={{ mr: 1 }} />#{stop.service.consecutive}{" "}
          {stop.service.name}
        </>
      }
      secondary={
        <>
          {stop.address}{" "}
          <Box component="span" sx={{ display: "inline-block", verticalAlign: "middle" }}>
            <StatusChip status={stop.service.status} />
          </Box>
        </>
      }
      slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
    />
  );
}

/** The stops in order (read only), as /view-services shows them beside the map. */
export function RouteStopList({ stops, empty }: { stops: readonly ServiceRouteStop[]; empty: ReactNode }) {
  if (stops.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List aria-label="Paradas en orden" dense disablePadding>
      {stops.map((stop, i) => (
        <ListItem key={stop.uuid} divider={i < stops.length - 1} sx={{ gap: 1.5, alignItems: "flex-start" }}>
          <StopNumber stop={stop} n={i + 1} />
          <StopText stop={stop} />
        </ListItem>
      ))}
    </List>
  );
}
