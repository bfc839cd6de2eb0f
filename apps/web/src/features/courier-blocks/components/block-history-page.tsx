import { Box, MenuItem, TextField, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type Block, BLOCK_STATUS_LABELS, BLOCK_STATUSES, type BlockStatus, PAGE_SIZE } from "@despacho/domain";
import { useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { DayPicker } from "@shared/ui/day-picker";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { PagedGrid } from "@shared/ui/paged-grid";
import { useBlockHistory } from "../api/get-blocks";
import { blockedByColumn, courierColumn, endsColumn, reasonColumn, startsColumn } from "./block-columns";
import { BlockStatusChip } from "./block-status-chip";

const columns: GridColDef<Block>[] = [
  courierColumn,
  reasonColumn,
  { field: "status", headerName: "Estado", width: 130, sortable: false, renderCell: ({ row }) => <BlockStatusChip status={row.status} /> },
  startsColumn,
  endsColumn,
  blockedByColumn,
  {
    field: "unblocked_at",
    headerName: "Desbloqueado",
    width: 210,
    sortable: false,
    renderCell: ({ row }) =>
      row.unblocked_at ? (
        <Box sx={{ lineHeight: 1.3 }}>
          <Typography variant="body2">{formatDateTime(row.unblocked_at)}</Typography>
          {row.unblocked_by && (
            <Typography variant="caption" color="text.secondary">
              por {row.unblocked_by.full_name}
            </Typography>
          )}
        </Box>
      ) : (
        "—"
      ),
  },
];

interface Filters {
  courier: CourierOption | null;
  status: BlockStatus | "";
  from: string;
  to: string;
}

/** spec §2.2 /historical-blocked-messengers: every block, who blocked and unblocked, when and why. */
export function BlockHistoryPage() {
  const [filters, setFilters] = useState<Filters>({ courier: null, status: "", from: "", to: "" });
  const [page, setPage] = useState(0);
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(0);
  };
  const history = useBlockHistory({
    page,
    messenger: filters.courier?.uuid,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const filtered = Boolean(filters.courier || filters.status || filters.from || filters.to);

  return (
    <>
      <PageHeader title="Historial de bloqueos" subtitle="Todos los bloqueos de la sucursal: quién, cuándo y por qué" />
      <Box sx={{ display: "grid", gap: 2, mb: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "2fr 1fr 1fr 1fr" } }}>
        <CourierAutocomplete label="Colaborador" value={filters.courier} onChange={(courier) => filter({ courier })} size="small" />
        <TextField
          select
          size="small"
          label="Estado"
          value={filters.status}
          onChange={(e) => filter({ status: e.target.value as BlockStatus | "" })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todos</MenuItem>
          {BLOCK_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {BLOCK_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <DayPicker label="Desde" value={filters.from} onChange={(from) => filter({ from })} />
        <DayPicker label="Hasta" value={filters.to} onChange={(to) => filter({ to })} />
      </Box>
      {history.isError && !history.data && <LoadError message="No fue posible cargar el historial." onRetry={() => history.refetch()} />}
      {history.data?.count === 0 ? (
        <EmptyState
          title={filtered ? "No hay bloqueos con esos filtros" : "Aún no hay bloqueos"}
          hint={filtered ? "Prueba con otros filtros." : undefined}
        />
      ) : (
        <PagedGrid
          pageSize={PAGE_SIZE.messengers}
          label="Historial de bloqueos"
          data={history.data}
          fetching={history.isFetching}
          columns={columns}
          page={page}
          onPage={setPage}
        />
      )}
    </>
  );
}
