import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip } from "@mui/material";
import { type Geozone, PAGE_SIZE } from "@despacho/domain";
import { useState } from "react";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { RowDeleteButton } from "@shared/ui/row-actions";
import { useDeleteGeozone, useGeozones } from "../api/geozones-api";
import { GeozoneDialog } from "./geozone-dialog";
import { areaLabel, GeozonePreview } from "./geozone-preview";
import { useCityBounds } from "@shared/map/use-city-bounds";

/** spec §2.2 /geozone-manage (view_geozone): the headquarter's zones, 10 a page, each with its outline; add, edit, delete. */
export function GeozonesPage() {
  const paging = useSearchPaging();
  const zones = useGeozones({ page: paging.page, search: paging.search });
  const bounds = useCityBounds();
  const [editing, setEditing] = useState<Geozone | "new" | null>(null);
  const [deleting, setDeleting] = useState<Geozone | null>(null);
  const remove = useDeleteGeozone();

  return (
    <CatalogListPage
      title="Geozonas"
      subtitle="Zonas de la ciudad para las colas de colaboradores y la activación"
      noun="geozonas"
      searchLabel="Buscar geozona"
      searchHint="Prueba con otro nombre."
      emptyHint="Dibuja la primera geozona de la sucursal."
      loadError="No fue posible cargar las geozonas."
      add={{ label: "Agregar geozona", onClick: () => setEditing("new") }}
      paging={paging}
      list={zones}
      pageSize={PAGE_SIZE.geozones}
      maxWidth={820}
      renderItems={(rows) => (
        <Paper variant="outlined">
          <List aria-label="Geozonas" disablePadding>
            {rows.map((zone, i) => (
              <ListItem
                key={zone.id}
                divider={i < rows.length - 1}
                secondaryAction={
                  <Stack direction="row">
                    <Tooltip title="Editar">
                      <IconButton onClick={() => setEditing(zone)} aria-label={`Editar geozona ${zone.name}`}>
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    <RowDeleteButton onClick={() => setDeleting(zone)} label={`Eliminar geozona ${zone.name}`} />
                  </Stack>
                }
                sx={{ gap: 2, pr: 12 }}
              >
                <GeozonePreview polygon={zone.polygon} label={`Contorno de ${zone.name}`} />
                <ListItemText
                  primary={zone.name}
                  secondary={[areaLabel(zone.area_m2), zone.used_to_queue && "en cola", zone.used_to_activation && "de activación"]
                    .filter(Boolean)
                    .join(" · ")}
                  slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    >
      {editing && <GeozoneDialog zone={editing === "new" ? null : editing} bounds={bounds} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="¿Está seguro de eliminar la geozona?"
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </CatalogListPage>
  );
}
