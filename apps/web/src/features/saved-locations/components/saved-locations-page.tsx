import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import { List, ListItem, ListItemIcon, ListItemText, Paper } from "@mui/material";
import { MESSAGES, PAGE_SIZE, type SavedLocation } from "@despacho/domain";
import { useState } from "react";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { RowDeleteButton } from "@shared/ui/row-actions";
import { useDeleteSavedLocation, useSavedLocations } from "../api/saved-locations-api";
import { SavedLocationDialog } from "./saved-location-dialog";

/** spec §7 /locations/ (issue 26): the headquarter's frequent origins and destinations, newest first; add and delete. */
export function SavedLocationsPage() {
  const paging = useSearchPaging();
  const places = useSavedLocations({ page: paging.page, search: paging.search });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedLocation | null>(null);
  const remove = useDeleteSavedLocation();

  return (
    <CatalogListPage
      title="Lugares frecuentes"
      subtitle="Orígenes y destinos de la sucursal que el buscador de direcciones ofrece primero"
      noun="lugares frecuentes"
      searchLabel="Buscar lugar"
      searchHint="Prueba con otro nombre o dirección."
      emptyHint="Guarda la dirección de una bodega, una tienda o un cliente habitual."
      loadError="No fue posible cargar los lugares frecuentes."
      add={{ label: "Agregar lugar", onClick: () => setAdding(true) }}
      paging={paging}
      list={places}
      pageSize={PAGE_SIZE.locations}
      maxWidth={820}
      renderItems={(rows) => (
        <Paper variant="outlined">
          <List aria-label="Lugares frecuentes" disablePadding>
            {rows.map((place, i) => (
              <ListItem
                key={place.id}
                divider={i < rows.length - 1}
                secondaryAction={<RowDeleteButton label={`Eliminar ${place.name}`} onClick={() => setDeleting(place)} />}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <PlaceOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={place.name}
                  secondary={[place.address, place.city ?? "Fuera de las ciudades de trabajo"].join(" · ")}
                  slotProps={{ primary: { sx: { overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }}
                  sx={{ pr: 5 }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    >
      {adding && <SavedLocationDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.savedLocationDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </CatalogListPage>
  );
}
