import { Avatar, Box, Link, Paper, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { type AffiliationStatus, type MessengerRow, PAGE_SIZE } from "@despacho/domain";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { formatDay } from "@shared/format/date";
import { displayedRows } from "@shared/format/displayed-rows";
import { formatCop } from "@shared/format/money";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { EmptyState } from "@shared/ui/empty-state";
import { GridLoadingBar, noLoadingOverlay } from "@shared/ui/grid-loading-bar";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { useCouriers } from "../api/get-couriers";
import { useCourierPresence } from "../hooks/use-courier-presence";
import { courierPath } from "./courier-paths";
import { CourierStatus } from "./courier-status";
import { PagedTable } from "./paged-table";
import type { TableColumn } from "@shared/ui/responsive-table";
import { RatingStars } from "./rating-stars";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

interface ListScreen {
  title: string;
  subtitle: string;
  empty: string;
}

// spec §2.2 and the tutorial sections of §2.3: Colaboradores (Activos, En des-afiliación, Desafiliados).
const SCREENS: Record<AffiliationStatus, ListScreen> = {
  affiliated: { title: "Colaboradores activos", subtitle: "Colaboradores afiliados a la sucursal", empty: "No hay colaboradores activos" },
  in_disaffiliation: {
    title: "Colaboradores en des-afiliación",
    subtitle: "Colaboradores con una desasociación pendiente",
    empty: "No hay colaboradores en des-afiliación",
  },
  disaffiliated: {
    title: "Colaboradores desafiliados",
    subtitle: "Colaboradores que dejaron la sucursal",
    empty: "No hay colaboradores desafiliados",
  },
};

/** A column of the list: the table's cell on a wide screen, a "header: value" line of the courier's card on a phone. */
interface CourierColumn extends TableColumn<MessengerRow> {
  field: string;
  width?: number;
}

function columnsOf(status: AffiliationStatus): CourierColumn[] {
  return [
    {
      field: "full_name",
      header: "Colaborador",
      cell: (row) => (
        <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1.5, whiteSpace: "normal" }}>
          <Avatar src={row.image_url ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32, fontSize: 13 }}>
            {row.avatar}
          </Avatar>
          <Link component={RouterLink} to={courierPath(row.uuid)} underline="hover" sx={{ fontWeight: 500 }}>
            {row.full_name}
          </Link>
        </Box>
      ),
    },
    status === "disaffiliated"
      ? {
          field: "disaffiliated_at",
          header: "Desafiliado el",
          width: 130,
          cell: (row) => (row.disaffiliated_at ? formatDay(row.disaffiliated_at) : "—"),
        }
      : { field: "status", header: "Estado", width: 150, cell: (row) => <CourierStatus status={row.status} /> },
    { field: "rating", header: "Calificación", width: 170, cell: (row) => <RatingStars value={row.rating} count={row.rating_counter} /> },
    { field: "phone_number", header: "Teléfono", width: 150, cell: (row) => row.phone_number ?? "—" },
    { field: "balance", header: "Saldo", width: 130, align: "right", cell: (row) => formatCop(row.configuration.balance) },
  ];
}

const gridColumnOf = ({ field, header, width, align, cell }: CourierColumn): GridColDef<MessengerRow> => ({
  field,
  headerName: header,
  ...(width ? { width } : { flex: 1, minWidth: 260 }),
  align,
  headerAlign: align,
  renderCell: ({ row }) => (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: align === "right" ? "flex-end" : "flex-start", height: "100%" }}>
      {cell(row)}
    </Box>
  ),
});

/**
 * One courier list of the headquarter (10 a page, search), live Conectado / Desconectado on the active list. On a
 * phone each courier is a card with every column (PagedTable's cards, as on the courier's page): five columns do not fit 390 px.
 */
function CouriersList({ status }: { status: AffiliationStatus }) {
  useCourierPresence();
  const screen = SCREENS[status];
  const { searchInput, setSearchInput, search: q, page, setPage } = useSearchPaging();
  const couriers = useCouriers({ status, q, page });
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const columns = useMemo(() => columnsOf(status), [status]);
  const gridColumns = useMemo(() => columns.map(gridColumnOf), [columns]);

  return (
    <>
      <PageHeader
        title={screen.title}
        subtitle={screen.subtitle}
        actions={<SearchField value={searchInput} onChange={setSearchInput} label="Buscar colaborador" />}
      />
      {couriers.isError && !couriers.data && (
        <LoadError message="No fue posible cargar los colaboradores." onRetry={() => couriers.refetch()} />
      )}
      {couriers.data?.count === 0 ? (
        <EmptyState
          title={q ? `No hay colaboradores que coincidan con «${q}»` : screen.empty}
          hint={q ? "Prueba con otro nombre, usuario, documento o teléfono." : undefined}
        />
      ) : (
        <Paper variant="outlined" data-testid="couriers-grid" sx={phone ? { p: 1.5 } : undefined}>
          {phone ? (
            <PagedTable
              label={screen.title}
              rows={couriers.data?.results}
              count={couriers.data?.count ?? 0}
              countCapped={couriers.data?.count_capped}
              page={page}
              onPage={setPage}
              rowKey={(row) => row.uuid}
              columns={columns}
              empty={screen.empty}
            />
          ) : (
            <>
              <GridLoadingBar loading={couriers.isFetching} grid={screen.title} />
              <DataGrid
                aria-label={screen.title}
                rows={couriers.data?.results ?? []}
                getRowId={(row) => row.uuid}
                columns={gridColumns}
                loading={couriers.isFetching}
                rowCount={couriers.data?.count ?? 0}
                paginationMode="server"
                pageSizeOptions={[PAGE_SIZE.messengers]}
                paginationModel={{ page, pageSize: PAGE_SIZE.messengers }}
                onPaginationModelChange={(model) => setPage(model.page)}
                disableColumnFilter
                disableColumnMenu
                disableColumnSorting
                disableRowSelectionOnClick
                autoHeight
                localeText={{
                  ...localeText,
                  paginationDisplayedRows: ({ from, to, count }) => displayedRows(from, to, count, couriers.data?.count_capped),
                }}
                slots={noLoadingOverlay}
                sx={{ border: 0, "& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator": { display: "none" } }}
              />
            </>
          )}
        </Paper>
      )}
    </>
  );
}

export const ActiveCouriersPage = () => <CouriersList status="affiliated" />;
export const PendingToDisenrollPage = () => <CouriersList status="in_disaffiliation" />;
export const DeletedCouriersPage = () => <CouriersList status="disaffiliated" />;
