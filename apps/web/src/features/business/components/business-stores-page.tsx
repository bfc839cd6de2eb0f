import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Button, Card, CardActions, CardContent, Chip, Grid, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import type { BusinessStore } from "@despacho/domain";
import { useState } from "react";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { useBusinessStores, useDeleteBusinessStore } from "../api/business-stores";
import { BusinessStoreDialog } from "./business-store-dialog";
import { StoreOffers } from "./store-offers";

/** spec §2.2 /business-store: the business's stores with their active cities and the service types each offers. */
export function BusinessStoresPage() {
  const stores = useBusinessStores();
  const remove = useDeleteBusinessStore();
  const [editing, setEditing] = useState<BusinessStore | "new" | null>(null);
  const [deleting, setDeleting] = useState<BusinessStore | null>(null);
  return (
    <>
      <PageHeader
        title="Tiendas"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
            Agregar tienda
          </Button>
        }
      />
      <DelayedLoader active={stores.isPending} label="Cargando tiendas" />
      {stores.isError && <LoadError message="No fue posible cargar las tiendas." onRetry={() => stores.refetch()} />}
      {stores.data?.count === 0 && <EmptyState title="Aún no tiene tiendas" hint="Agregue la primera con «Agregar tienda»." />}
      <Grid container spacing={2}>
        {stores.data?.results.map((store) => (
          <Grid key={store.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card component="article" aria-label={store.name} sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {store.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {store.address || "Sin dirección"}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 1.5 }} aria-label="Ciudades activas">
                  {store.active_cities.length === 0 ? (
                    <Typography variant="caption" color="text.secondary">
                      Sin ciudades activas
                    </Typography>
                  ) : (
                    store.active_cities.map((city) => <Chip key={city.id} label={city.name} size="small" />)
                  )}
                </Stack>
                <StoreOffers store={store} />
              </CardContent>
              <CardActions sx={{ justifyContent: "flex-end" }}>
                <Tooltip title="Editar">
                  <IconButton aria-label={`Editar ${store.name}`} onClick={() => setEditing(store)}>
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Eliminar">
                  <IconButton aria-label={`Eliminar ${store.name}`} onClick={() => setDeleting(store)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {editing && <BusinessStoreDialog store={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`¿Está seguro de eliminar la tienda ${deleting?.name ?? ""}?`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
