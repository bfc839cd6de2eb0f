import AddIcon from "@mui/icons-material/Add";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Button, IconButton, Paper, Tooltip } from "@mui/material";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { type Headquarter, PAGE_SIZE, ROUTES } from "@despacho/domain";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { useHeadquarters } from "../api/get-headquarters";
import { HeadquarterAvatar } from "./headquarter-avatar";
import { editHeadquarterPath } from "./headquarter-paths";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/** spec §2.2 /headquarters: the company's headquarters, 25 a page, with search. */
export function HeadquartersPage() {
  const canManage = useCan(ROUTES.headquartersNew.auth);
  const { searchInput, setSearchInput, search: q, page, setPage } = useSearchPaging();
  const headquarters = useHeadquarters({ q: q || undefined, limit: PAGE_SIZE.default, offset: page * PAGE_SIZE.default });

  const columns = useMemo<GridColDef<Headquarter>[]>(
    () => [
      {
        field: "image_url",
        headerName: "Imagen",
        width: 84,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: "flex", alignItems: "center", height: "100%" }}>
            <HeadquarterAvatar headquarter={row} size={32} />
          </Box>
        ),
      },
      { field: "name", headerName: "Nombre", flex: 1, minWidth: 180 },
      { field: "city", headerName: "Ciudad", flex: 1, minWidth: 140, valueGetter: (city: Headquarter["city"]) => city.name },
      ...(canManage
        ? [
            {
              field: "actions",
              headerName: "Acciones",
              width: 96,
              sortable: false,
              renderCell: ({ row }) => (
                <Tooltip title="Editar">
                  <IconButton
                    component={RouterLink}
                    to={editHeadquarterPath(row.uuid)}
                    size="small"
                    aria-label={`Editar sucursal ${row.name}`}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
            } satisfies GridColDef<Headquarter>,
          ]
        : []),
    ],
    [canManage],
  );

  const addButton = canManage && (
    <Button component={RouterLink} to={ROUTES.headquartersNew.path} variant="contained" startIcon={<AddIcon />}>
      Agregar sucursal
    </Button>
  );
  const empty = headquarters.data?.count === 0;

  return (
    <>
      <PageHeader
        title="Sucursales"
        subtitle="Sucursales de la empresa"
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label="Buscar sucursal" />
            {addButton}
          </>
        }
      />
      {headquarters.isError && !headquarters.data && (
        <LoadError message="No fue posible cargar las sucursales." onRetry={() => headquarters.refetch()} />
      )}
      {empty ? (
        <EmptyState
          title={q ? `No hay sucursales que coincidan con «${q}»` : "No hay sucursales"}
          hint={q ? "Prueba con otro nombre." : undefined}
          action={!q && addButton}
        />
      ) : (
        <Paper variant="outlined" data-testid="headquarters-grid" sx={{ height: { xs: 560, md: "calc(100dvh - 260px)" }, minHeight: 400 }}>
          <DataGrid
            aria-label="Sucursales"
            rows={headquarters.data?.results ?? []}
            getRowId={(row) => row.uuid}
            columns={columns}
            loading={headquarters.isFetching}
            rowCount={headquarters.data?.count ?? 0}
            paginationMode="server"
            pageSizeOptions={[PAGE_SIZE.default]}
            paginationModel={{ page, pageSize: PAGE_SIZE.default }}
            onPaginationModelChange={(model) => setPage(model.page)}
            disableColumnFilter
            disableColumnSorting
            disableRowSelectionOnClick
            density="compact"
            localeText={localeText}
            slotProps={{ loadingOverlay: { variant: "linear-progress" } }}
            sx={{ border: 0 }}
          />
        </Paper>
      )}
    </>
  );
}
