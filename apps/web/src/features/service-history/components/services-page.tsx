import { Box, LinearProgress, Paper, Stack, Typography } from "@mui/material";
import { DataGrid, type GridColDef, type GridFilterModel, type GridPaginationModel } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, SERVICE_STATUS_LABELS, SERVICE_STATUSES, type Service } from "@despacho/domain";
import { useMemo, useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { formatCop } from "@shared/format/money";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { PageHeader } from "@shared/ui/page-header";
import { StatusChip } from "@shared/ui/status-chip";
import { LoadError } from "@shared/ui/load-error";
import { useServiceHistory } from "../api/get-services";
import { dateOperators, numberOperators, statusIsAnyOf, textOperators, toServiceFilter } from "./history-filters";
import { ReportButton } from "./report-button";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

const columns: GridColDef<Service>[] = [
  {
    field: "consecutive",
    headerName: "#",
    type: "number",
    width: 80,
    align: "left",
    headerAlign: "left",
    filterOperators: numberOperators,
    sortable: false,
  },
  {
    field: "status",
    headerName: "Estado",
    width: 130,
    type: "singleSelect",
    valueOptions: SERVICE_STATUSES.map((s) => ({ value: s, label: SERVICE_STATUS_LABELS[s] })),
    filterOperators: [statusIsAnyOf],
    sortable: false,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: "created_at",
    headerName: "Creado",
    width: 250,
    filterOperators: dateOperators,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: "name", headerName: "Cliente", flex: 1, minWidth: 160, filterOperators: textOperators, sortable: false },
  { field: "phone_number", headerName: "Teléfono", width: 140, filterOperators: textOperators, sortable: false },
  { field: "type_name", headerName: "Tipo", width: 120, filterable: false, sortable: false },
  {
    field: "messenger",
    headerName: "Colaborador",
    width: 170,
    filterable: false,
    sortable: false,
    valueGetter: (_value, row) => row.messenger?.full_name ?? "—",
  },
  {
    field: "destination",
    headerName: "Destino",
    flex: 1,
    minWidth: 180,
    filterable: false,
    sortable: false,
    valueGetter: (_value, row) => {
      const destinations = row.locations.filter((l) => l.type === "destination");
      const last = destinations.at(-1)?.address ?? "";
      return destinations.length > 1 ? `${last} (+${destinations.length - 1})` : last;
    },
  },
  {
    field: "calculated_cost",
    headerName: "Costo",
    type: "number",
    width: 110,
    filterOperators: numberOperators,
    sortable: false,
    valueFormatter: (value: number) => formatCop(value),
  },
  {
    field: "required_value",
    headerName: "Valor requerido",
    type: "number",
    width: 140,
    filterOperators: numberOperators,
    sortable: false,
    valueFormatter: (value: number) => formatCop(value),
  },
];

/** spec §2.2 /services: the service history, 25 a page, filtered on the server. */
export function ServicesPage() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const filterKey = JSON.stringify(toServiceFilter(filterModel));
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
          slots={{ baseLinearProgress: LoadingBar }}
          slotProps={{
            toolbar: { showQuickFilter: true, quickFilterProps: { debounceMs: 300 } },
            loadingOverlay: { variant: "linear-progress" },
          }}
          localeText={{ ...localeText, noRowsLabel: "No hay servicios", noResultsOverlayLabel: "Ningún servicio coincide con el filtro" }}
          disableRowSelectionOnClick
          density="compact"
          sx={{ border: 0 }}
        />
      </Paper>
    </>
  );
}

/** The grid's loading bar (its only linear progress), named so assistive technology says what is loading. */
function LoadingBar() {
  return <LinearProgress aria-label="Cargando servicios" />;
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
