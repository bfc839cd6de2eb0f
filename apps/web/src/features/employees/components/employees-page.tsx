import AddIcon from "@mui/icons-material/Add";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Button, IconButton, Paper, Switch, Tooltip } from "@mui/material";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { type Employee, MESSAGES, PAGE_SIZE, ROUTES } from "@despacho/domain";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { useCurrentUser } from "@shared/session/get-current-user";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { useEmployees } from "../api/get-employees";
import { useSetEmployeeEnabled } from "../api/save-employee";
import { editEmployeePath } from "./employee-paths";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;
const names = (list: { name: string }[]) => (list.length > 0 ? list.map((x) => x.name).join(", ") : "—");

/** spec §2.2 /employees: the staff of the selected headquarter, 25 a page, with search and the enable switch. */
export function EmployeesPage() {
  const canEdit = useCan(ROUTES.employeesCreate.auth);
  const me = useCurrentUser().data?.uuid;
  const { searchInput, setSearchInput, search: q, page, setPage } = useSearchPaging();
  const employees = useEmployees({ q, limit: PAGE_SIZE.default, offset: page * PAGE_SIZE.default });
  const [toggling, setToggling] = useState<Employee | null>(null);
  const enable = useSetEmployeeEnabled();

  const columns = useMemo<GridColDef<Employee>[]>(
    () => [
      { field: "full_name", headerName: "Nombre", flex: 1, minWidth: 170 },
      { field: "username", headerName: "Usuario", width: 130 },
      { field: "email", headerName: "Correo", flex: 1.4, minWidth: 230 },
      { field: "employment", headerName: "Cargo", width: 120, valueGetter: (value: Employee["employment"]) => value?.name ?? "—" },
      { field: "templates", headerName: "Plantillas", flex: 1, minWidth: 150, valueGetter: names },
      {
        field: "is_enabled",
        headerName: "Habilitado",
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Switch
            checked={row.is_enabled}
            // Disabling oneself is refused (409): the switch says so by being off-limits.
            disabled={!canEdit || row.id === me}
            onChange={() => setToggling(row)}
            slotProps={{ input: { "aria-label": `Habilitado: ${row.full_name}` } }}
          />
        ),
      },
      ...(canEdit
        ? [
            {
              field: "actions",
              headerName: "Acciones",
              width: 90,
              sortable: false,
              filterable: false,
              renderCell: ({ row }) => (
                <Tooltip title="Editar">
                  <IconButton
                    component={RouterLink}
                    to={editEmployeePath(row.id)}
                    size="small"
                    aria-label={`Editar empleado ${row.full_name}`}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
            } satisfies GridColDef<Employee>,
          ]
        : []),
    ],
    [canEdit, me],
  );

  const addButton = canEdit && (
    <Button component={RouterLink} to={ROUTES.employeesCreate.path} variant="contained" startIcon={<AddIcon />}>
      Agregar empleado
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Empleados"
        subtitle="Personal de la sucursal: sus sucursales, cargo y plantillas"
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label="Buscar empleado" />
            {addButton}
          </>
        }
      />
      {employees.isError && !employees.data && (
        <LoadError message="No fue posible cargar los empleados." onRetry={() => employees.refetch()} />
      )}
      {employees.data?.count === 0 ? (
        <EmptyState
          title={q ? `No hay empleados que coincidan con «${q}»` : "No hay empleados"}
          hint={q ? "Prueba con otro nombre, usuario o correo." : undefined}
          action={!q && addButton}
        />
      ) : (
        <Paper variant="outlined" sx={{ height: { xs: 560, md: "calc(100dvh - 260px)" }, minHeight: 400 }}>
          <DataGrid
            aria-label="Empleados"
            rows={employees.data?.results ?? []}
            columns={columns}
            loading={employees.isFetching}
            rowCount={employees.data?.count ?? 0}
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
        open={Boolean(toggling)}
        title={toggling?.is_enabled ? MESSAGES.employeeDisableConfirm : MESSAGES.employeeEnableConfirm}
        message={toggling?.full_name}
        busy={enable.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() =>
          toggling && enable.mutate({ id: toggling.id, is_enabled: !toggling.is_enabled }, { onSettled: () => setToggling(null) })
        }
      />
    </>
  );
}
