import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { MESSAGES, type Webhook } from "@despacho/domain";
import { useState } from "react";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { SettingsSection } from "../settings-section";
import { getWebhookSecret, useDeleteWebhook, useSendTestEvent, useUpdateWebhook, useWebhooks } from "../../api/webhooks";
import { DeliveryLog } from "./delivery-log";
import { SecretDialog } from "./secret-dialog";
import { WebhookDialog } from "./webhook-dialog";
import { WebhookList } from "./webhook-list";

type Editing = { mode: "add" } | { mode: "edit"; webhook: Webhook } | null;

/** Issue 26, Configuración > Webhooks: the headquarter's subscriptions and the log of what was delivered. */
export function WebhooksSettings() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const update = useUpdateWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<{ value: string; created: boolean } | null>(null);
  const list = webhooks.data ?? [];

  return (
    <>
      <SettingsSection
        title="Webhooks"
        description="Avisan a otros sistemas (su tienda, su ERP) de lo que pasa en la sucursal. Cada entrega va firmada con el secreto del webhook (Standard Webhooks) y se reintenta durante un día."
        loading={webhooks.isPending}
        onRetry={webhooks.isError && !webhooks.data ? () => webhooks.refetch() : undefined}
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: "add" })} sx={{ mb: 1 }}>
          Agregar webhook
        </Button>
        {webhooks.data && list.length === 0 && <EmptyState title="No hay webhooks" hint="Agregue el primero de la sucursal." />}
        <WebhookList
          webhooks={list}
          onTest={(w) => test.mutate(w.id)}
          onSecret={async (w) => setSecret({ value: (await getWebhookSecret(w.id)).secret, created: false })}
          onResume={(w) => update.mutate({ id: w.id, patch: { active: true } })}
          onEdit={(webhook) => setEditing({ mode: "edit", webhook })}
          onDelete={setDeleting}
        />
      </SettingsSection>
      <SettingsSection title="Registro de entregas" description="Las últimas entregas, con la respuesta del receptor.">
        <DeliveryLog />
      </SettingsSection>
      {editing && (
        <WebhookDialog
          webhook={editing.mode === "edit" ? editing.webhook : undefined}
          onClose={() => setEditing(null)}
          onCreated={(value) => {
            setEditing(null);
            setSecret({ value, created: true });
          }}
        />
      )}
      {secret && (
        <SecretDialog
          title={secret.created ? "Webhook creado" : "Secreto del webhook"}
          label="Secreto de firma"
          value={secret.value}
          hint="Con este secreto su sistema comprueba la firma (webhook-signature) de cada entrega. Guárdelo en un lugar seguro."
          onClose={() => setSecret(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.webhookDeleteConfirm}
        message={deleting?.url}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
