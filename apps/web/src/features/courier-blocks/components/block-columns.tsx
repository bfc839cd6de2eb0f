import { Box, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { Block } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";

/**
 * The columns both block lists show: the courier, why, and since when. Their widths with the actions column fit a
 * 1366 px screen beside the menu, so 'Bloqueado por' and 'Desbloquear' are never cut.
 */
export const courierColumn: GridColDef<Block> = {
  field: "messenger",
  headerName: "Colaborador",
  flex: 1,
  minWidth: 150,
  sortable: false,
  renderCell: ({ row }) => (
    <Box sx={{ lineHeight: 1.3 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.messenger.full_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        @{row.messenger.username}
      </Typography>
    </Box>
  ),
};

export const reasonColumn: GridColDef<Block> = {
  field: "reason",
  headerName: "Motivo",
  flex: 1.4,
  minWidth: 160,
  sortable: false,
  renderCell: ({ row }) => (
    <Typography variant="body2" sx={{ whiteSpace: "normal" }}>
      {row.reason}
    </Typography>
  ),
};

export const startsColumn: GridColDef<Block> = {
  field: "starts_at",
  headerName: "Desde",
  width: 190,
  sortable: false,
  valueFormatter: (value: string) => formatDateTime(value),
};

export const endsColumn: GridColDef<Block> = {
  field: "ends_at",
  headerName: "Hasta",
  width: 190,
  sortable: false,
  valueFormatter: (value: string | null) => (value ? formatDateTime(value) : "Hasta desbloquear"),
};

export const blockedByColumn: GridColDef<Block> = {
  field: "blocked_by",
  headerName: "Bloqueado por",
  width: 140,
  sortable: false,
  valueGetter: (value: Block["blocked_by"]) => value?.full_name ?? "—",
};
