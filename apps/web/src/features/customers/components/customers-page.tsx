import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Button, IconButton, Paper, Tooltip } from "@mui/material";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { type AnonymousCustomer, PAGE_SIZE, ROUTES } from "@despacho/domain";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { LoadError } from "@shared/ui/load-error";
import { useDeleteAnonymousCustomer } from "../api/delete-anonymous-customer";
import { useAnonymousCustomers } from "@shared/api/anonymous-customers/get-anonymous-customers";
import { editCustomerPath } from "./customer-paths";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;
const DELETE_CONFIRM = "¿Está seguro de eliminar el cliente?";

/** spec §2.2 /customers: anonymous customers of the headquarter, 25 a page, with search. */
export function CustomersPage() {
  const canAdd = useCan(["add_anonymouscustomer"]);
  const canChange = useCan(["change_anonymouscustomer"]);
  const { searchInput, setSearchInput, search: q, page, setPage } = useSearchPaging();
  const customers = useAnonymousCustomers({ q, limit: PAGE_SIZE.default, offset: page * PAGE_SIZE.default });
  const [deleting, setDeleting] = useState<AnonymousCustomer | null>(null);
  const remove = useDeleteAnonymousCustomer();

  const columns = useMemo<GridColDef<AnonymousCustomer>[]>(
    () => [
      { field: "name", headerName: "Nombre", flex: 1, minWidth: 180 },
      { field: "phone_number", headerName: "Teléfono", width: 150 },
      { field: "address", headerName: "Dirección", flex: 1, minWidth: 180, valueGetter: (value: string | null) => value ?? "—" },
      { field: "email", headerName: "Correo", flex: 1, minWidth: 200, valueGetter: (value: string | null) => value ?? "—" },
      ...(canChange
        ? [
            {
              field: "actions",
              headerName: "Acciones",
              width: 110,
              sortable: false,
              filterable: false,
              renderCell: ({ row }) => (
                <>
                  <Tooltip title="Editar">
                    <IconButton
                      component={RouterLink}
                      to={editCustomerPath(row.uuid)}
                      size="small"
                      aria-label={`Editar cliente ${row.name}`}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Eliminar">
                    <IconButton size="small" color="error" onClick={() => setDeleting(row)} aria-label={`Eliminar cliente ${row.name}`}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              ),
            } satisfies GridColDef<AnonymousCustomer>,
          ]
        : []),
    ],
    [canChange],
  );

  const addButton = canAdd && (
    <Button component={RouterLink} to={ROUTES.customersNew.path} variant="contained" startIcon={<AddIcon />}>
      Agregar cliente
    </Button>
  );
  const empty = customers.data?.count === 0;

  return (
    <>
      <PageHeader
        title="Clientes"
        subtitle="Clientes anónimos de la sucursal"
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label="Buscar cliente" />
            {addButton}
          </>
        }
      />
      {customers.isError && !customers.data && (
        <LoadError message="No fue posible cargar los clientes." onRetry={() => customers.refetch()} />
      )}
      {empty ? (
        <EmptyState
          title={q ? `No hay clientes que coincidan con «${q}»` : "No hay clientes"}
          hint={q ? "Prueba con otro nombre o teléfono." : undefined}
          action={!q && addButton}
        />
      ) : (
        <Paper variant="outlined" data-testid="customers-grid" sx={{ height: { xs: 560, md: "calc(100dvh - 260px)" }, minHeight: 400 }}>
          <DataGrid
            aria-label="Clientes"
            rows={customers.data?.results ?? []}
            getRowId={(row) => row.uuid}
            columns={columns}
            loading={customers.isFetching}
            rowCount={customers.data?.count ?? 0}
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
      <ConfirmDialog
        open={Boolean(deleting)}
        title={DELETE_CONFIRM}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
