import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { MESSAGES, type ServiceType } from "@despacho/domain";
import { useState } from "react";
import { formatCop } from "@shared/format/money";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { useConfigServiceTypes } from "../api/get-config-service-types";
import { useDeleteServiceType } from "../api/save-service-type";
import { CatalogList } from "./catalog-list";
import { ServiceTypeDialog } from "./service-type-dialog";
import { SettingsSection } from "./settings-section";

type Editing = { mode: "add" } | { mode: "edit"; type: ServiceType } | null;

const rowOf = (t: ServiceType) => ({
  id: t.uuid,
  name: t.name,
  detail: [
    `Costo base ${formatCop(t.base_cost)}`,
    t.max_specified_base === null ? null : `Base máxima ${formatCop(t.max_specified_base)}`,
    t.distance_surcharge
      ? `${formatCop(t.distance_surcharge.value_per_km)} por km después de ${t.distance_surcharge.included_km} km`
      : null,
  ]
    .filter(Boolean)
    .join(" · "),
  chips: [
    ...(t.has_active_surcharges ? [{ label: "Recargos", color: "primary" as const }] : []),
    t.is_active ? { label: "Activo", color: "success" as const } : { label: "Inactivo" },
  ],
});

/** spec §3 Service type: the types offered on the creation panels; a type services used cannot be deleted. */
export function ServiceTypesSettings() {
  const types = useConfigServiceTypes();
  const remove = useDeleteServiceType();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ServiceType | null>(null);
  const list = types.data ?? [];
  const find = (id: string) => list.find((t) => t.uuid === id);

  return (
    <SettingsSection
      title="Tipos de servicio"
      description="Costos, recargos y reglas de cada tipo de servicio que se ofrece al crear un servicio."
      loading={types.isPending}
      onRetry={types.isError && !types.data ? () => types.refetch() : undefined}
    >
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: "add" })} sx={{ mb: 1 }}>
        Agregar tipo de servicio
      </Button>
      {types.data && list.length === 0 && <EmptyState title="No hay tipos de servicio" hint="Agrega el primero de la sucursal." />}
      <CatalogList
        label="Tipos de servicio"
        noun="tipo de servicio"
        rows={list.map(rowOf)}
        onEdit={(id) => {
          const type = find(id);
          if (type) setEditing({ mode: "edit", type });
        }}
        onDelete={(id) => setDeleting(find(id) ?? null)}
      />
      {editing && <ServiceTypeDialog type={editing.mode === "edit" ? editing.type : undefined} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.serviceTypeDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSettled: () => setDeleting(null) })}
      />
    </SettingsSection>
  );
}
