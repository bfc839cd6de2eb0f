import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { type ApiKey, MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { useApiKeys, useRevokeApiKey } from "../../api/api-keys";
import { SettingsSection } from "../settings-section";
import { ApiKeyDialog } from "./api-key-dialog";
import { ApiKeyTable } from "./api-key-table";
import { SecretDialog } from "./secret-dialog";

/** Issue 26, Configuración > Claves de API: keys for other systems' servers, for this headquarter. */
export function ApiKeysSettings() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = keys.data ?? [];

  return (
    <SettingsSection
      title="Claves de API"
      description="Otro sistema las usa como «Authorization: Bearer <clave>» con los permisos de la plantilla elegida, solo en esta sucursal. Lo que hace queda a nombre de la clave en el historial."
      loading={keys.isPending}
      onRetry={keys.isError && !keys.data ? () => keys.refetch() : undefined}
    >
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mb: 1 }}>
        Crear clave de API
      </Button>
      {keys.data && list.length === 0 && <EmptyState title="No hay claves de API" hint="Cree la primera para conectar otro sistema." />}
      {list.length > 0 && <ApiKeyTable keys={list} onRevoke={setRevoking} />}
      {creating && (
        <ApiKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setShown(key);
          }}
        />
      )}
      {shown && (
        <SecretDialog
          title="Clave de API creada"
          label="Clave de API"
          value={shown}
          hint={MESSAGES.apiKeyShownOnce}
          onClose={() => setShown(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(revoking)}
        title={MESSAGES.apiKeyRevokeConfirm}
        message={revoking ? `${revoking.name}: los sistemas que la usan dejarán de tener acceso.` : undefined}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </SettingsSection>
  );
}
