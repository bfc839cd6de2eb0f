import CircleIcon from "@mui/icons-material/Circle";
import { Box } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type Activation, ACTIVATION_LABELS, PAGE_SIZE } from "@despacho/domain";
import { useState } from "react";
import { formatClock, formatDay } from "@shared/format/date";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { DayPicker } from "@shared/ui/day-picker";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { QueryGrid } from "@shared/ui/paged-grid";
import { useActivations } from "../api/get-activations";

const columns: GridColDef<Activation>[] = [
  {
    field: "messenger",
    headerName: "Colaborador",
    flex: 1,
    minWidth: 200,
    valueGetter: (value: Activation["messenger"]) => value.full_name,
  },
  {
    field: "online",
    headerName: "Cambio",
    width: 170,
    renderCell: ({ row }) => (
      <Box sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
        <CircleIcon aria-hidden sx={{ fontSize: 12, color: row.online ? "success.main" : "text.disabled" }} />
        {row.online ? ACTIVATION_LABELS.online : ACTIVATION_LABELS.offline}
      </Box>
    ),
  },
  { field: "day", headerName: "Fecha", width: 130, valueGetter: (_: unknown, row: Activation) => formatDay(row.created_at) },
  { field: "created_at", headerName: "Hora", width: 130, valueFormatter: (value: string) => formatClock(value) },
];

interface Filters {
  courier: CourierOption | null;
  from: string;
  to: string;
}

/** spec §2.2 /courier-activation-history: who went online and offline when, by courier and days. */
export function ActivationHistoryPage() {
  const [filters, setFilters] = useState<Filters>({ courier: null, from: "", to: "" });
  const [page, setPage] = useState(0);
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(0);
  };
  const activations = useActivations({
    page,
    messenger: filters.courier?.uuid,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const filtered = Boolean(filters.courier || filters.from || filters.to);

  return (
    <>
      <PageHeader title="Historial de activación" subtitle="Cuándo cada colaborador quedó en línea o fuera de línea en la sucursal" />
      <Box sx={{ display: "grid", gap: 2, mb: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 1fr" } }}>
        <CourierAutocomplete label="Colaborador" value={filters.courier} onChange={(courier) => filter({ courier })} size="small" />
        <DayPicker label="Desde" value={filters.from} onChange={(from) => filter({ from })} />
        <DayPicker label="Hasta" value={filters.to} onChange={(to) => filter({ to })} />
      </Box>
      <QueryGrid
        label="Historial de activación"
        query={activations}
        loadError="No fue posible cargar el historial."
        empty={
          <EmptyState
            title={filtered ? "No hay activaciones con esos filtros" : "Aún no hay activaciones"}
            hint={filtered ? "Prueba con otro colaborador u otras fechas." : undefined}
          />
        }
        columns={columns}
        pageSize={PAGE_SIZE.messengers}
        page={page}
        onPage={setPage}
      />
    </>
  );
}
