import AddIcon from "@mui/icons-material/Add";
import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { type ApiKey, MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { useApiKeys, useRevokeApiKey } from "../../api/api-keys";
import { SettingsSection } from "../settings-section";
import { ApiKeyDialog } from "./api-key-dialog";
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
      {list.length > 0 && (
        <TableContainer sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label="Claves de API">
            <TableHead>
              <TableRow>
                <TableCell>Nombre</TableCell>
                <TableCell>Clave</TableCell>
                <TableCell>Plantilla</TableCell>
                <TableCell>Último uso</TableCell>
                <TableCell align="right">Estado</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((k) => (
                <TableRow key={k.id}>
                  <TableCell>{k.name}</TableCell>
                  <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{k.prefix}…</TableCell>
                  <TableCell>{k.template_name ?? "—"}</TableCell>
                  <TableCell sx={{ minWidth: 150 }}>{k.last_used_at ? formatDateTime(k.last_used_at) : "Nunca"}</TableCell>
                  <TableCell align="right">
                    {k.revoked_at ? (
                      <Chip size="small" variant="outlined" label="Revocada" />
                    ) : (
                      <Button size="small" color="error" onClick={() => setRevoking(k)} aria-label={`Revocar clave ${k.name}`}>
                        Revocar
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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
