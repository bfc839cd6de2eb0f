import { Button, Chip } from "@mui/material";
import type { ApiKey } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";
import { ResponsiveTable, type TableColumn } from "@shared/ui/responsive-table";

const lastUse = (k: ApiKey) => (k.last_used_at ? formatDateTime(k.last_used_at) : "Nunca");

/** The keys: name, first characters, template, last use, and revoking (a table; one card per key on a phone). */
export function ApiKeyTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (k: ApiKey) => void }) {
  const columns: TableColumn<ApiKey>[] = [
    { header: "Nombre", cell: (k) => k.name },
    { header: "Clave", sx: { fontFamily: "monospace", whiteSpace: "nowrap" }, cell: (k) => `${k.prefix}…` },
    { header: "Plantilla", cell: (k) => k.template_name ?? "—" },
    { header: "Último uso", sx: { minWidth: 150 }, cell: lastUse },
    {
      header: "Estado",
      align: "right",
      cell: (k) =>
        k.revoked_at ? (
          <Chip size="small" variant="outlined" label="Revocada" />
        ) : (
          <Button size="small" color="error" onClick={() => onRevoke(k)} aria-label={`Revocar clave ${k.name}`}>
            Revocar
          </Button>
        ),
    },
  ];
  return <ResponsiveTable label="Claves de API" rows={keys} rowKey={(k) => k.id} columns={columns} />;
}
