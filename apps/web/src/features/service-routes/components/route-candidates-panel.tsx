import { Box, Button, Checkbox, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from "@mui/material";
import { type ServiceRouteDetail, SEARCH_DEBOUNCE_MS, SERVICE_STATUS_LABELS } from "@despacho/domain";
import { useState } from "react";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { SearchField } from "@shared/ui/search-field";
import { useChangeRouteStops } from "../api/change-route-stops";
import { useRouteCandidates } from "../api/get-route-candidates";

const sameCode = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** spec §9 lite services list: the services that may join the route (its code's first), picked and added together. */
export function RouteCandidatesPanel({ route }: { route: ServiceRouteDetail }) {
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useRouteCandidates(route.uuid, search);
  const [picked, setPicked] = useState<string[]>([]);
  const change = useChangeRouteStops();
  const rows = candidates.data?.results ?? [];
  const toggle = (id: string) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const add = () => change.mutate({ id: route.uuid, change: { kind: "add", services: picked } }, { onSuccess: () => setPicked([]) });

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: "1 1 auto" }}>
          Servicios disponibles
        </Typography>
        <Button variant="contained" disabled={picked.length === 0 || change.isPending} onClick={add}>
          Agregar a la ruta ({picked.length})
        </Button>
      </Box>
      <SearchField dense value={input} onChange={setInput} label="Buscar servicio por consecutivo o nombre" />
      {rows.length === 0 ? (
        <Typography color="text.secondary">{candidates.isPending ? "Cargando servicios..." : "No hay servicios disponibles."}</Typography>
      ) : (
        <List aria-label="Servicios disponibles" dense disablePadding>
          {rows.map((c) => (
            <ListItem key={c.uuid} divider sx={{ pl: 0 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  checked={picked.includes(c.uuid)}
                  onChange={() => toggle(c.uuid)}
                  slotProps={{ input: { "aria-label": `Servicio #${c.consecutive}` } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={`#${c.consecutive} ${c.name}${sameCode(c.route_code, route.code) ? ` · código ${c.route_code}` : ""}`}
                secondary={`${SERVICE_STATUS_LABELS[c.status]} · ${c.origin_address}`}
                slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
