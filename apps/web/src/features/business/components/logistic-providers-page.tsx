import AddIcon from "@mui/icons-material/Add";
import { Button, Grid } from "@mui/material";
import { type LogisticProvider, PROVIDER_MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { useLogisticProviders, useRemoveProvider } from "../api/logistic-providers";
import { AddProviderDialog } from "./add-provider-dialog";
import { ProviderCard } from "./provider-card";

/** spec §2.2 /logistic-provider: the headquarters that serve the business and the service types it uses from each. */
export function LogisticProvidersPage() {
  const providers = useLogisticProviders();
  const remove = useRemoveProvider();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<LogisticProvider | null>(null);
  const list = providers.data?.results ?? [];
  return (
    <>
      <PageHeader
        title="Proveedores logísticos"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Agregar proveedor
          </Button>
        }
      />
      <DelayedLoader active={providers.isPending} label="Cargando proveedores" />
      {providers.isError && <LoadError message="No fue posible cargar los proveedores." onRetry={() => providers.refetch()} />}
      {providers.isSuccess && list.length === 0 && (
        <EmptyState title="Aún no tiene proveedores" hint="Agregue el primero con «Agregar proveedor»." />
      )}
      <Grid container spacing={2}>
        {list.map((provider) => (
          <Grid key={provider.id} size={{ xs: 12, md: 6 }}>
            <ProviderCard provider={provider} removable={list.length > 1} onRemove={() => setRemoving(provider)} />
          </Grid>
        ))}
      </Grid>
      {adding && <AddProviderDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={PROVIDER_MESSAGES.confirmRemove(removing?.name ?? "")}
        message="Los tipos de servicio que usa con este proveedor se quitarán."
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </>
  );
}
