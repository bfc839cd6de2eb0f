import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import RemoveCircleOutlineIcon from "@mui/icons-material/RemoveCircleOutlined";
import { Alert, Box, Button, IconButton, List, ListItem, Stack, Tooltip, Typography } from "@mui/material";
import { precedenceBreach, ROUTE_MESSAGES, type ServiceRouteDetail, type ServiceRouteStop } from "@despacho/domain";
import { useState } from "react";
import { type StopsChange, useChangeRouteStops } from "../api/change-route-stops";
import { formatRouteLength } from "./route-format";
import { StopNumber, StopText } from "./route-stop-list";
import { moveItem } from "./stop-order";

const pointOf = (s: ServiceRouteStop) => ({
  id: s.uuid,
  service: s.service.uuid,
  kind: s.kind,
  point: { latitude: s.latitude, longitude: s.longitude },
});

/**
 * The route's stops, reordered by dragging or, from the keyboard, with the arrows beside each stop (Alt+↑/↓ on a
 * focused stop too); the order is checked as the server checks it (each pickup before its drop-offs) before saving.
 */
export function RouteStopsEditor({ route }: { route: ServiceRouteDetail }) {
  const change = useChangeRouteStops();
  const [draft, setDraft] = useState<{ from: ServiceRouteStop[]; order: ServiceRouteStop[] }>({ from: route.stops, order: route.stops });
  const [dragging, setDragging] = useState<number | null>(null);
  // A new answer of the server (added, sorted, saved) starts a new draft.
  const order = draft.from === route.stops ? draft.order : route.stops;
  const setOrder = (next: ServiceRouteStop[]) => setDraft({ from: route.stops, order: next });
  const move = (from: number, to: number) => setOrder(moveItem(order, from, to));
  const dirty = order.some((s, i) => s.uuid !== route.stops[i]?.uuid);
  const breach = precedenceBreach(
    order.map(pointOf),
    order.map((s) => s.uuid),
  );
  const breaching = breach ? order.find((s) => s.service.uuid === breach) : undefined;
  const send = (c: StopsChange) => change.mutate({ id: route.uuid, change: c });

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: "1 1 auto" }}>
          Paradas ({order.length}) · {formatRouteLength(route)}
        </Typography>
        <Button variant="outlined" disabled={order.length < 2 || change.isPending} onClick={() => send({ kind: "sort" })}>
          Ordenar automáticamente
        </Button>
        <Button
          variant="contained"
          disabled={!dirty || Boolean(breach) || change.isPending}
          onClick={() => send({ kind: "reorder", stops: order.map((s) => s.uuid) })}
        >
          Guardar orden
        </Button>
      </Box>
      {breaching && <Alert severity="warning">{ROUTE_MESSAGES.pickupFirst(breaching.service.consecutive)}</Alert>}
      {order.length === 0 ? (
        <Typography color="text.secondary">Agrega servicios a la ruta desde la lista de servicios disponibles.</Typography>
      ) : (
        <List aria-label="Orden de las paradas" dense disablePadding>
          {order.map((stop, i) => (
            <ListItem
              key={stop.uuid}
              draggable
              tabIndex={0}
              aria-label={`Parada ${i + 1}`}
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== null) move(dragging, i);
                setDragging(null);
              }}
              onKeyDown={(e) => {
                if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
                e.preventDefault();
                move(i, e.key === "ArrowUp" ? i - 1 : i + 1);
              }}
              divider={i < order.length - 1}
              sx={{ gap: 1, cursor: "grab", opacity: dragging === i ? 0.5 : 1, alignItems: "center", pr: 0 }}
            >
              <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
              <StopNumber stop={stop} n={i + 1} />
              <StopText stop={stop} />
              <Box sx={{ display: "flex", flex: "0 0 auto" }}>
                <Tooltip title="Subir">
                  <span>
                    <IconButton size="small" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Subir parada ${i + 1}`}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Bajar">
                  <span>
                    <IconButton
                      size="small"
                      disabled={i === order.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={`Bajar parada ${i + 1}`}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                {stop.kind === "pickup" && (
                  <Tooltip title="Quitar de la ruta">
                    <IconButton
                      size="small"
                      color="error"
                      disabled={change.isPending}
                      onClick={() => send({ kind: "remove", services: [stop.service.uuid] })}
                      aria-label={`Quitar servicio #${stop.service.consecutive} de la ruta`}
                    >
                      <RemoveCircleOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
