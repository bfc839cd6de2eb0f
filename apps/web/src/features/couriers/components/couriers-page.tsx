import { Avatar, Box, Link, Paper, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { type AffiliationStatus, MESSENGERS_PAGE_SIZE, type MessengerRow } from "@despacho/domain";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { formatDay } from "@shared/format/date";
import { formatCop } from "@shared/format/money";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { useCouriers } from "../api/get-couriers";
import { useCourierPresence } from "../hooks/use-courier-presence";
import { courierPath } from "./courier-paths";
import { CourierStatus } from "./courier-status";
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

/** One courier list of the headquarter (10 a page, search), live Conectado / Desconectado on the active list. */
function CouriersList({ status }: { status: AffiliationStatus }) {
  useCourierPresence();
  const screen = SCREENS[status];
  const { searchInput, setSearchInput, search: q, page, setPage } = useSearchPaging();
  const couriers = useCouriers({ status, q, page });
  // On a phone the list keeps the name and the status; the rest is one tap away, on the courier's detail.
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const columnVisibilityModel: GridColumnVisibilityModel = phone ? { rating: false, phone_number: false, balance: false } : {};

  const columns = useMemo<GridColDef<MessengerRow>[]>(
    () => [
      {
        field: "full_name",
        headerName: "Colaborador",
        flex: 1,
        minWidth: phone ? 160 : 260,
        renderCell: ({ row }) => (
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, height: "100%", py: 1, whiteSpace: "normal" }}>
            <Avatar src={row.image_url ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32, fontSize: 13 }}>
              {row.avatar}
            </Avatar>
            <Link component={RouterLink} to={courierPath(row.uuid)} underline="hover" sx={{ fontWeight: 500 }}>
              {row.full_name}
            </Link>
          </Box>
        ),
      },
      ...(status === "disaffiliated"
        ? [
            {
              field: "disaffiliated_at",
              headerName: "Desafiliado el",
              width: 130,
              valueFormatter: (value: string | null) => (value ? formatDay(value) : "—"),
            } satisfies GridColDef<MessengerRow>,
          ]
        : [
            {
              field: "status",
              headerName: "Estado",
              width: phone ? 146 : 150,
              renderCell: ({ row }) => (
                <Box sx={{ display: "flex", alignItems: "center", height: "100%" }}>
                  <CourierStatus status={row.status} />
                </Box>
              ),
            } satisfies GridColDef<MessengerRow>,
          ]),
      {
        field: "rating",
        headerName: "Calificación",
        width: 170,
        renderCell: ({ row }) => <RatingStars value={row.rating} count={row.rating_counter} />,
      },
      { field: "phone_number", headerName: "Teléfono", width: 150, valueFormatter: (value: string | null) => value ?? "—" },
      {
        field: "balance",
        headerName: "Saldo",
        width: 130,
        align: "right",
        headerAlign: "right",
        valueGetter: (_value, row) => row.configuration.balance,
        valueFormatter: (value: number) => formatCop(value),
      },
    ],
    [status, phone],
  );

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
        <Paper variant="outlined" data-testid="couriers-grid">
          <DataGrid
            aria-label={screen.title}
            rows={couriers.data?.results ?? []}
            getRowId={(row) => row.uuid}
            columns={columns}
            columnVisibilityModel={columnVisibilityModel}
            getRowHeight={phone ? () => "auto" : undefined}
            loading={couriers.isFetching}
            rowCount={couriers.data?.count ?? 0}
            paginationMode="server"
            pageSizeOptions={[MESSENGERS_PAGE_SIZE]}
            paginationModel={{ page, pageSize: MESSENGERS_PAGE_SIZE }}
            onPaginationModelChange={(model) => setPage(model.page)}
            disableColumnFilter
            disableColumnMenu
            disableColumnSorting
            disableRowSelectionOnClick
            autoHeight
            localeText={localeText}
            slotProps={{ loadingOverlay: { variant: "linear-progress" } }}
            sx={{ border: 0, "& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator": { display: "none" } }}
          />
        </Paper>
      )}
    </>
  );
}

export const ActiveCouriersPage = () => <CouriersList status="affiliated" />;
export const PendingToDisenrollPage = () => <CouriersList status="in_disaffiliation" />;
export const DeletedCouriersPage = () => <CouriersList status="disaffiliated" />;
