import { Box, Paper, Stack, Typography } from "@mui/material";
import { DataGrid, type GridColDef, type GridFilterModel, type GridPaginationModel } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, SERVICE_STATUS_LABELS, SERVICE_STATUSES, type Service } from "@despacho/domain";
import { useMemo, useState } from "react";
import { formatClock, formatDateTime, formatDay } from "@shared/format/date";
import { formatCop } from "@shared/format/money";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { GridLoadingBar, noLoadingOverlay } from "@shared/ui/grid-loading-bar";
import { PageHeader } from "@shared/ui/page-header";
import { StatusChip } from "@shared/ui/status-chip";
import { LoadError } from "@shared/ui/load-error";
import { useServiceHistory } from "../api/get-services";
import { dateOperators, numberOperators, statusIsAnyOf, textOperators, toServiceFilter } from "./history-filters";
import { ReportButton } from "./report-button";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/** Two lines in one cell: what the column is about, and a detail in small grey type under it. */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ display: "block" }}>
        {first}
      </Box>
      <Box component="span" sx={{ display: "block", color: "text.secondary", fontSize: 12 }}>
        {second}
      </Box>
    </Box>
  );
}

// At 1366 px beside the menu every column fits without a horizontal scroll, and cells wrap their
// text (rows grow) instead of cutting it: the phone is written under the customer's name (its own
// column stays for filtering, hidden), the date over the time.
const columns: GridColDef<Service>[] = [
  {
    field: "consecutive",
    headerName: "#",
    type: "number",
    width: 56,
    align: "left",
    headerAlign: "left",
    filterOperators: numberOperators,
    sortable: false,
  },
  {
    field: "status",
    headerName: "Estado",
    width: 136,
    type: "singleSelect",
    valueOptions: SERVICE_STATUSES.map((s) => ({ value: s, label: SERVICE_STATUS_LABELS[s] })),
    filterOperators: [statusIsAnyOf],
    sortable: false,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: "created_at",
    headerName: "Creado",
    width: 104,
    filterOperators: dateOperators,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
    renderCell: ({ row }) => <TwoLines first={formatDay(row.created_at)} second={formatClock(row.created_at)} />,
  },
  {
    field: "name",
    headerName: "Cliente",
    flex: 1.4,
    minWidth: 130,
    filterOperators: textOperators,
    sortable: false,
    renderCell: ({ row }) => <TwoLines first={row.name} second={row.phone_number} />,
  },
  { field: "phone_number", headerName: "Teléfono", width: 140, filterOperators: textOperators, sortable: false },
  { field: "type_name", headerName: "Tipo", width: 100, filterable: false, sortable: false },
  {
    field: "messenger",
    headerName: "Colaborador",
    flex: 1,
    minWidth: 110,
    filterable: false,
    sortable: false,
    valueGetter: (_value, row) => row.messenger?.full_name ?? "—",
  },
  {
    field: "destination",
    headerName: "Destino",
    flex: 1.2,
    minWidth: 130,
    filterable: false,
    sortable: false,
    valueGetter: (_value, row) =>
      row.locations
        .filter((l) => l.type === "destination")
        .map((l) => l.address)
        .join(" → "),
  },
  {
    field: "calculated_cost",
    headerName: "Costo",
    type: "number",
    width: 96,
    filterOperators: numberOperators,
    sortable: false,
    valueFormatter: (value: number) => formatCop(value),
  },
  {
    field: "required_value",
    headerName: "Valor requerido",
    type: "number",
    width: 128,
    filterOperators: numberOperators,
    sortable: false,
    valueFormatter: (value: number) => formatCop(value),
  },
];

/** spec §2.2 /services: the service history, 25 a page, filtered on the server. */
export function ServicesPage() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const zone = useDisplayTimeZone();
  const filterKey = JSON.stringify(toServiceFilter(filterModel, zone));
  const debouncedKey = useDebouncedValue(filterKey, SEARCH_DEBOUNCE_MS / 2);
  const filter = useMemo(() => JSON.parse(debouncedKey) as ReturnType<typeof toServiceFilter>, [debouncedKey]);
  // A new filter starts at the first page.
  const [pageOf, setPageOf] = useState({ key: debouncedKey, page: 0 });
  const page = pageOf.key === debouncedKey ? pageOf.page : 0;
  const services = useServiceHistory({ ...filter, page });
  const data = services.data;

  return (
    <>
      <PageHeader title="Servicios" subtitle="Historial de servicios de la sucursal" actions={<ReportButton filter={filter} />} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <Total label="Total costo calculado" value={data?.total_calculated_cost} testId="total-calculated-cost" />
        <Total label="Total (costo + valor requerido)" value={data?.total_cost} testId="total-cost" />
        <Total label="Servicios" value={data?.count} testId="services-count" plain />
      </Stack>
      {services.isError && !data && <LoadError message="No fue posible cargar los servicios." onRetry={() => services.refetch()} />}
      <Paper variant="outlined" data-testid="services-grid" sx={{ height: { xs: 560, md: "calc(100dvh - 330px)" }, minHeight: 420 }}>
        <GridLoadingBar loading={services.isFetching} grid="Historial de servicios" />
        <DataGrid
          aria-label="Historial de servicios"
          rows={data?.results ?? []}
          getRowId={(row) => row.uuid}
          columns={columns}
          loading={services.isFetching}
          rowCount={data?.count ?? 0}
          paginationMode="server"
          filterMode="server"
          sortingMode="server"
          disableColumnSorting
          pageSizeOptions={[PAGE_SIZE.history]}
          paginationModel={{ page, pageSize: PAGE_SIZE.history }}
          onPaginationModelChange={(model: GridPaginationModel) => setPageOf({ key: debouncedKey, page: model.page })}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          slots={noLoadingOverlay}
          slotProps={{
            // One export path: the server's report ('Descargar reporte CSV'), not the grid's copy of the loaded page.
            toolbar: {
              showQuickFilter: true,
              quickFilterProps: { debounceMs: 300 },
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
          localeText={{ ...localeText, noRowsLabel: "No hay servicios", noResultsOverlayLabel: "Ningún servicio coincide con el filtro" }}
          disableRowSelectionOnClick
          density="compact"
          initialState={{ columns: { columnVisibilityModel: { phone_number: false } } }}
          getRowHeight={() => "auto"}
          sx={{
            border: 0,
            "& .MuiDataGrid-cell": { py: 0.75, lineHeight: 1.4, whiteSpace: "normal", overflowWrap: "anywhere" },
          }}
        />
      </Paper>
    </>
  );
}

function Total({ label, value, testId, plain = false }: { label: string; value: number | undefined; testId: string; plain?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, flex: 1 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box component="p" sx={{ m: 0, fontSize: 20, fontWeight: 600 }}>
        {value === undefined ? "—" : plain ? value.toLocaleString("es-CO") : formatCop(value)}
      </Box>
    </Paper>
  );
}
