import SearchIcon from "@mui/icons-material/Search";
import { Box, Button, MenuItem, Paper, Stack, Tab, Tabs, TextField } from "@mui/material";
import { SERVICE_STATUS_LABELS, SERVICE_STATUSES, type ServiceStatus, splitIdentifiers } from "@despacho/domain";
import { useState } from "react";
import type { PickFilter } from "../api/pick-services";

interface ServicePickerProps {
  pending: boolean;
  onPick: (pick: { filter: PickFilter } | { identifiers: string[] }) => void;
}

/** spec §2.2 massive actions: the services by a pasted list of consecutives or internal identifiers, or by filter. */
export function ServicePicker({ pending, onPick }: ServicePickerProps) {
  const [mode, setMode] = useState<"list" | "filter">("list");
  const [text, setText] = useState("");
  const [status, setStatus] = useState<ServiceStatus | "">("");
  const [q, setQ] = useState("");
  const identifiers = splitIdentifiers(text);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Tabs value={mode} onChange={(_e, value) => setMode(value)} aria-label="Cómo elegir los servicios" sx={{ mb: 2 }}>
        <Tab value="list" label="Por lista" />
        <Tab value="filter" label="Por filtro" />
      </Tabs>
      {mode === "list" ? (
        <Stack spacing={2}>
          <TextField
            label="Consecutivos o identificadores internos"
            helperText="Uno por línea, o separados por comas o espacios"
            multiline
            minRows={3}
            maxRows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Box>
            <Button
              variant="outlined"
              startIcon={<SearchIcon />}
              disabled={pending || identifiers.length === 0}
              onClick={() => onPick({ identifiers })}
            >
              Buscar servicios
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
          <TextField
            select
            label="Estado"
            value={status}
            onChange={(e) => setStatus(e.target.value as ServiceStatus | "")}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {SERVICE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {SERVICE_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Cliente, teléfono o consecutivo" value={q} onChange={(e) => setQ(e.target.value)} sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            startIcon={<SearchIcon />}
            disabled={pending}
            onClick={() => onPick({ filter: { statuses: status ? [status] : [], q } })}
            sx={{ alignSelf: { sm: "center" } }}
          >
            Buscar servicios
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
