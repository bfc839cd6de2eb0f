import MapOutlinedIcon from "@mui/icons-material/MapOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import AltRouteOutlinedIcon from "@mui/icons-material/AltRouteOutlined";
import { IconButton, Tooltip } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { ROUTE_MESSAGES, ROUTE_PAGE_SIZE, type ServiceRoute } from "@despacho/domain";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { actionsColumn, RowDeleteButton } from "@shared/ui/row-actions";
import { useDeleteRoute } from "../api/delete-route";
import { routesQueryKey, useRoutes } from "../api/get-routes";
import { useRouteLiveUpdates } from "../hooks/use-route-live-updates";
import { RouteDialog } from "./route-dialog";
import { buildRoutePath, formatRouteLength, viewRoutePath } from "./route-format";

function RowLink({ to, label, title, icon }: { to: string; label: string; title: string; icon: React.ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton component={RouterLink} to={to} size="small" aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** spec §2.2 /service-routes: the headquarter's routes, 25 a page (spec §9), created, edited and deleted here. */
export function ServiceRoutesPage() {
  const canView = useCan(["view_route"]);
  const canAdd = useCan(["add_route"]);
  const canChange = useCan(["change_route"]);
  const canDelete = useCan(["delete_route"]);
  const canBuild = useCan(["add_services_to_route"]);
  const paging = useSearchPaging();
  const routes = useRoutes({ page: paging.page, search: paging.search });
  useRouteLiveUpdates(routesQueryKey, null);
  const [editing, setEditing] = useState<ServiceRoute | "new" | null>(null);
  const [deleting, setDeleting] = useState<ServiceRoute | null>(null);
  const remove = useDeleteRoute();

  const columns = useMemo<GridColDef<ServiceRoute>[]>(
    () => [
      { field: "code", headerName: "Código", flex: 0.8, minWidth: 150 },
      { field: "name", headerName: "Nombre", flex: 1, minWidth: 140 },
      { field: "messenger", headerName: "Colaborador", flex: 1, minWidth: 130, valueGetter: (_, row) => row.messenger?.full_name ?? "—" },
      { field: "services_count", headerName: "Servicios", width: 90, type: "number" },
      { field: "stops_count", headerName: "Paradas", width: 80, type: "number" },
      { field: "distance_km", headerName: "Recorrido", width: 140, valueGetter: (_, row) => formatRouteLength(row) },
      { field: "is_closed", headerName: "Tipo", width: 90, valueGetter: (_, row) => (row.is_closed ? "Cerrada" : "Abierta") },
      actionsColumn<ServiceRoute>(170, (row) => (
        <>
          {canView && (
            <RowLink
              to={viewRoutePath(row.uuid)}
              title="Ver en el mapa"
              label={`Ver ruta ${row.code} en el mapa`}
              icon={<MapOutlinedIcon fontSize="small" />}
            />
          )}
          {canBuild && (
            <RowLink
              to={buildRoutePath(row.uuid)}
              title="Armar y asignar"
              label={`Armar ruta ${row.code}`}
              icon={<AltRouteOutlinedIcon fontSize="small" />}
            />
          )}
          {canChange && (
            <Tooltip title="Editar">
              <IconButton size="small" onClick={() => setEditing(row)} aria-label={`Editar ruta ${row.code}`}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canDelete && <RowDeleteButton onClick={() => setDeleting(row)} label={`Eliminar ruta ${row.code}`} />}
        </>
      )),
    ],
    [canView, canBuild, canChange, canDelete],
  );

  return (
    <CatalogListPage
      title="Rutas de servicios"
      subtitle="Servicios agrupados y ordenados para un colaborador"
      noun="rutas"
      searchLabel="Buscar ruta"
      searchHint="Prueba con otro código o nombre."
      emptyHint="Crea la primera ruta y agrega sus servicios."
      loadError="No fue posible cargar las rutas."
      add={canAdd ? { label: "Nueva ruta", onClick: () => setEditing("new") } : undefined}
      paging={paging}
      list={routes}
      pageSize={ROUTE_PAGE_SIZE}
      columns={columns}
      getRowId={(row) => row.uuid}
    >
      {editing && <RouteDialog route={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={ROUTE_MESSAGES.deleteConfirm}
        message={deleting ? `${deleting.code} · ${deleting.name}` : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSuccess: () => setDeleting(null) })}
      />
    </CatalogListPage>
  );
}
