import { Box } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type Headquarter, managesHeadquarter, PAGE_SIZE, ROUTES } from "@despacho/domain";
import { useMemo } from "react";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { useCan, useRoles } from "@shared/permissions/use-roles";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { actionsColumn, RowEditLink } from "@shared/ui/row-actions";
import { useHeadquarters } from "../api/get-headquarters";
import { HeadquarterAvatar } from "./headquarter-avatar";
import { editHeadquarterPath } from "./headquarter-paths";

/** spec §2.2 /headquarters: the company's headquarters, 25 a page, with search. */
export function HeadquartersPage() {
  const canManage = useCan(ROUTES.headquartersNew.auth);
  const { roles } = useRoles();
  const mine = useActiveHeadquarters();
  // Decision 022: only the headquarters one works in are one's to edit (the API refuses the others).
  const grants = useMemo(() => ({ permissions: roles, headquarterIds: (mine.data ?? []).map((h) => h.uuid) }), [roles, mine.data]);
  const paging = useSearchPaging();
  const headquarters = useHeadquarters({
    q: paging.search || undefined,
    limit: PAGE_SIZE.default,
    offset: paging.page * PAGE_SIZE.default,
  });

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
            actionsColumn<Headquarter>(96, (row) =>
              managesHeadquarter(grants, row.uuid) ? (
                <RowEditLink to={editHeadquarterPath(row.uuid)} label={`Editar sucursal ${row.name}`} />
              ) : null,
            ),
          ]
        : []),
    ],
    [canManage, grants],
  );

  return (
    <CatalogListPage
      title="Sucursales"
      subtitle="Sucursales de la empresa"
      noun="sucursales"
      searchLabel="Buscar sucursal"
      searchHint="Prueba con otro nombre."
      loadError="No fue posible cargar las sucursales."
      add={canManage ? { label: "Agregar sucursal", to: ROUTES.headquartersNew.path } : undefined}
      paging={paging}
      list={headquarters}
      pageSize={PAGE_SIZE.default}
      columns={columns}
      getRowId={(row) => row.uuid}
      testId="headquarters-grid"
    />
  );
}
