import StarRoundedIcon from "@mui/icons-material/StarRounded";
import { Avatar, Box, Chip, List, ListItemAvatar, ListItemButton, ListItemText, ListSubheader, Typography } from "@mui/material";
import { initials, LIST_LIMIT_MAX, type Messenger } from "@despacho/domain";
import { type ReactNode, useMemo, useState } from "react";
import { useMessengers } from "@shared/api/messengers/get-messengers";
import { courierMarks, selectableFirst } from "@shared/couriers/courier-marks";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import type { NearbyMessenger } from "../../api/get-optimal-messengers";
import { SearchField } from "@shared/ui/search-field";

interface CourierPickerProps {
  nearby: NearbyMessenger[] | undefined;
  nearbyLoading: boolean;
  /** Not offered (e.g. the courier who has the service now). */
  exclude?: string | null;
  value: string | null;
  onChange: (uuid: string) => void;
}

/**
 * Nearest available couriers first (distance to the origin), then every other courier of the headquarter, online
 * first; blocked ones last and disabled ('Bloqueado'), out-of-hours ones marked 'Fuera de horario' but selectable.
 */
export function CourierPicker({ nearby, nearbyLoading, exclude, value, onChange }: CourierPickerProps) {
  const [search, setSearch] = useState("");
  const available = useMessengers({ limit: LIST_LIMIT_MAX });
  const term = search.trim().toLocaleLowerCase("es-CO");
  const matches = (name: string) => !term || name.toLocaleLowerCase("es-CO").includes(term);
  const near = useMemo(() => (nearby ?? []).filter((m) => m.uuid !== exclude), [nearby, exclude]);
  const others = useMemo(() => {
    const nearIds = new Set(near.map((m) => m.uuid));
    return selectableFirst((available.data?.results ?? []).filter((m) => !nearIds.has(m.uuid) && m.uuid !== exclude));
  }, [available.data, near, exclude]);
  const nearShown = near.filter((m) => matches(m.full_name));
  const othersShown = others.filter((m) => matches(m.full_name));

  const item = (m: Messenger, secondary: ReactNode) => {
    const { selectable, labels } = courierMarks(m);
    return (
      <ListItemButton
        key={m.uuid}
        selected={value === m.uuid}
        disabled={!selectable}
        onClick={() => onChange(m.uuid)}
        role="option"
        aria-selected={value === m.uuid}
      >
        <ListItemAvatar>
          <Avatar aria-hidden sx={{ width: 34, height: 34, fontSize: 14 }}>
            {initials(m.full_name)}
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary={m.full_name} secondary={secondary} />
        {labels.map((label) => (
          <Chip key={label} label={label} size="small" variant="outlined" sx={{ ml: 1, flexShrink: 0 }} />
        ))}
      </ListItemButton>
    );
  };

  return (
    <Box>
      <Box sx={{ mb: 1 }}>
        <SearchField value={search} onChange={setSearch} label="Buscar colaborador" placeholder="Buscar colaborador..." dense />
      </Box>
      <DelayedLoader active={nearbyLoading || available.isPending} label="Cargando colaboradores" />
      <List
        component="div"
        role="listbox"
        aria-label="Colaboradores"
        dense
        sx={{ maxHeight: 360, overflowY: "auto", border: 1, borderColor: "divider", borderRadius: 1, py: 0 }}
      >
        {nearShown.length > 0 && (
          <OptionGroup title="Más cercanos al origen">
            {nearShown.map((m) =>
              item(
                m,
                <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                  {m.distance_km.toLocaleString("es-CO", { maximumFractionDigits: 1 })} km ·
                  <StarRoundedIcon sx={{ fontSize: 14, color: "warning.main" }} aria-hidden />{" "}
                  {m.rating.toLocaleString("es-CO", { maximumFractionDigits: 1 })}
                </Box>,
              ),
            )}
          </OptionGroup>
        )}
        {othersShown.length > 0 && (
          <OptionGroup title="Otros colaboradores">
            {othersShown.map((m) => item(m, `${m.status} · ★ ${m.rating.toLocaleString("es-CO", { maximumFractionDigits: 1 })}`))}
          </OptionGroup>
        )}
      </List>
      {!nearbyLoading && !available.isPending && nearShown.length + othersShown.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: "center" }}>
          No hay colaboradores{term ? " con ese nombre" : ""}.
        </Typography>
      )}
    </Box>
  );
}

/** A titled group of options: a listbox may hold only groups and options, so the title is the group's name. */
function OptionGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={title}>
      <ListSubheader component="div" aria-hidden>
        {title}
      </ListSubheader>
      {children}
    </Box>
  );
}
