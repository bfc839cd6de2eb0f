import {
  Avatar,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  ACTIVE_STATUSES,
  COURIER_MAP_STATE_LABELS,
  COURIER_MAP_STATES,
  type CourierMapState,
  type MapCourier,
  SERVICE_STATUS_LABELS,
  type ServiceStatus,
} from "@despacho/domain";
import { useMemo, useState } from "react";
import { COURIER_STATE_COLOURS } from "@shared/map/courier-colours";
import { SearchField } from "@shared/ui/search-field";
import { type CourierFilter, countByState, matchesFilter } from "../state/live-couriers";

/** The list shows this many couriers more each time. */
export const LIST_STEP = 50;

interface CourierListProps {
  couriers: MapCourier[];
  filter: CourierFilter;
  onFilter: (filter: CourierFilter) => void;
  selected: string | null;
  onSelect: (uuid: string) => void;
}

/** The side list: search, a chip per state with its count, the held services' status, and the couriers found. */
export function CourierList({ couriers, filter, onFilter, selected, onSelect }: CourierListProps) {
  const [shown, setShown] = useState(LIST_STEP);
  const counts = useMemo(() => countByState(couriers), [couriers]);
  const found = useMemo(() => couriers.filter((c) => matchesFilter(c, filter)), [couriers, filter]);
  const pickState = (state: CourierMapState) => onFilter({ ...filter, state: filter.state === state ? null : state });

  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 }}>
      <SearchField value={filter.q} onChange={(q) => onFilter({ ...filter, q })} label="Buscar colaborador" dense />
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.75, my: 1 }} role="group" aria-label="Filtrar por estado">
        {COURIER_MAP_STATES.map((state) => (
          <Chip
            key={state}
            size="small"
            label={`${COURIER_MAP_STATE_LABELS[state]} (${counts[state]})`}
            variant={filter.state === state ? "filled" : "outlined"}
            color={filter.state === state ? "primary" : "default"}
            onClick={() => pickState(state)}
            aria-pressed={filter.state === state}
            icon={
              <Box component="span" sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: COURIER_STATE_COLOURS[state], ml: 1 }} />
            }
          />
        ))}
      </Stack>
      <TextField
        select
        size="small"
        label="Estado del servicio"
        value={filter.serviceStatus ?? ""}
        onChange={(e) => onFilter({ ...filter, serviceStatus: (e.target.value || null) as ServiceStatus | null })}
      >
        <MenuItem value="">Todos</MenuItem>
        {ACTIVE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {SERVICE_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {found.length === 1 ? "1 colaborador" : `${found.length.toLocaleString("es-CO")} colaboradores`}
      </Typography>
      {found.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          Ningún colaborador coincide con la búsqueda.
        </Typography>
      ) : (
        <List dense aria-label="Colaboradores" sx={{ overflowY: "auto", flex: 1, minHeight: 0 }}>
          {found.slice(0, shown).map((c) => (
            <ListItem key={c.uuid} disablePadding>
              <ListItemButton selected={c.uuid === selected} onClick={() => onSelect(c.uuid)}>
                <ListItemAvatar sx={{ minWidth: 44 }}>
                  <Avatar
                    src={c.image_url ?? undefined}
                    alt=""
                    sx={{ width: 32, height: 32, border: 3, borderColor: COURIER_STATE_COLOURS[c.state] }}
                  >
                    {c.full_name.charAt(0)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={c.full_name} secondary={`${COURIER_MAP_STATE_LABELS[c.state]} · @${c.nickname}`} />
              </ListItemButton>
            </ListItem>
          ))}
          {found.length > shown && (
            <ListItem disablePadding>
              <Button fullWidth onClick={() => setShown((n) => n + LIST_STEP)}>
                Mostrar más ({(found.length - shown).toLocaleString("es-CO")})
              </Button>
            </ListItem>
          )}
        </List>
      )}
    </Box>
  );
}
