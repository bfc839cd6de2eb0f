import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { MESSAGES, type PaymentMethod } from "@despacho/domain";
import { useState } from "react";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { useConfigPaymentMethods } from "../api/get-config-payment-methods";
import { useDeletePaymentMethod } from "../api/save-payment-method";
import { CatalogList } from "./catalog-list";
import { PaymentMethodDialog } from "./payment-method-dialog";
import { SettingsSection } from "./settings-section";

type Editing = { mode: "add" } | { mode: "edit"; method: PaymentMethod } | null;

const rowOf = (m: PaymentMethod) => ({
  id: m.uuid,
  name: m.name,
  detail: m.is_used ? "Usado en servicios" : "Sin usar",
  chips: [
    ...(m.is_default ? [{ label: "Predeterminado", color: "primary" as const }] : []),
    m.is_active ? { label: "Activo", color: "success" as const } : { label: "Inactivo" },
  ],
});

/** spec §3 Payment method: exactly one default; a method services used cannot be deleted (the server says why). */
export function PaymentMethodsSettings() {
  const methods = useConfigPaymentMethods();
  const remove = useDeletePaymentMethod();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const list = methods.data?.results ?? [];
  const find = (id: string) => list.find((m) => m.uuid === id);

  return (
    <SettingsSection
      title="Métodos de pago"
      description="Los métodos que se ofrecen al crear un servicio; el predeterminado aparece seleccionado."
      loading={methods.isPending}
      onRetry={methods.isError && !methods.data ? () => methods.refetch() : undefined}
    >
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: "add" })} sx={{ mb: 1 }}>
        Agregar método de pago
      </Button>
      {methods.data && list.length === 0 && <EmptyState title="No hay métodos de pago" hint="Agrega el primero de la sucursal." />}
      <CatalogList
        label="Métodos de pago"
        noun="método de pago"
        rows={list.map(rowOf)}
        onEdit={(id) => {
          const method = find(id);
          if (method) setEditing({ mode: "edit", method });
        }}
        onDelete={(id) => setDeleting(find(id) ?? null)}
      />
      {editing && <PaymentMethodDialog method={editing.mode === "edit" ? editing.method : undefined} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.paymentMethodDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSettled: () => setDeleting(null) })}
      />
    </SettingsSection>
  );
}
