import { Switch } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type Employee, MESSAGES, PAGE_SIZE, ROUTES } from "@despacho/domain";
import { useMemo, useState } from "react";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { useCurrentUser } from "@shared/session/use-current-user";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { actionsColumn, RowEditLink } from "@shared/ui/row-actions";
import { useEmployees } from "../api/get-employees";
import { useSetEmployeeEnabled } from "../api/save-employee";
import { editEmployeePath } from "./employee-paths";

const names = (list: { name: string }[]) => (list.length > 0 ? list.map((x) => x.name).join(", ") : "—");

/** spec §2.2 /employees: the staff of the selected headquarter, 25 a page, with search and the enable switch. */
export function EmployeesPage() {
  const canEdit = useCan(ROUTES.employeesCreate.auth);
  const me = useCurrentUser().data?.uuid;
  const paging = useSearchPaging();
  const employees = useEmployees({ q: paging.search, limit: PAGE_SIZE.default, offset: paging.page * PAGE_SIZE.default });
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
        ? [actionsColumn<Employee>(90, (row) => <RowEditLink to={editEmployeePath(row.id)} label={`Editar empleado ${row.full_name}`} />)]
        : []),
    ],
    [canEdit, me],
  );

  return (
    <CatalogListPage
      title="Empleados"
      subtitle="Personal de la sucursal: sus sucursales, cargo y plantillas"
      noun="empleados"
      searchLabel="Buscar empleado"
      searchHint="Prueba con otro nombre, usuario o correo."
      loadError="No fue posible cargar los empleados."
      add={canEdit ? { label: "Agregar empleado", to: ROUTES.employeesCreate.path } : undefined}
      paging={paging}
      list={employees}
      pageSize={PAGE_SIZE.default}
      columns={columns}
    >
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
    </CatalogListPage>
  );
}
