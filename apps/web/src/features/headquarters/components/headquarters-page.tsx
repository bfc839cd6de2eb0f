import { Box } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type Headquarter, PAGE_SIZE, ROUTES } from "@despacho/domain";
import { useMemo } from "react";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { actionsColumn, RowEditLink } from "@shared/ui/row-actions";
import { useHeadquarters } from "../api/get-headquarters";
import { HeadquarterAvatar } from "./headquarter-avatar";
import { editHeadquarterPath } from "./headquarter-paths";

/** spec §2.2 /headquarters: the company's headquarters, 25 a page, with search. */
export function HeadquartersPage() {
  const canManage = useCan(ROUTES.headquartersNew.auth);
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
            actionsColumn<Headquarter>(96, (row) => (
              <RowEditLink to={editHeadquarterPath(row.uuid)} label={`Editar sucursal ${row.name}`} />
            )),
          ]
        : []),
    ],
    [canManage],
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
