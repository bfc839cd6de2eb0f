import AddIcon from "@mui/icons-material/Add";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import { Box, Button, Chip, IconButton, Tooltip } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { LINK_SERVICE_MESSAGES, LINK_SERVICE_STATE_LABELS, type LinkService, linkServiceUrl, PAGE_SIZE } from "@despacho/domain";
import { useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PagedGrid } from "@shared/ui/paged-grid";
import { PageHeader } from "@shared/ui/page-header";
import { notify } from "@shared/ui/toast-store";
import { useLinks, useRevokeLink } from "../api/link-services";
import { LinkDialog } from "./link-dialog";

const names = (choices: { name: string }[]) => choices.map((c) => c.name).join(", ") || "—";

async function copyLink(link: LinkService) {
  await navigator.clipboard.writeText(linkServiceUrl(window.location.origin, link.token));
  notify.success(LINK_SERVICE_MESSAGES.copied);
}

/** spec §2.2 /link-manage/: the links customers request services with; create, copy, revoke (25 a page, spec §9). */
export function LinkManagePage() {
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<LinkService | null>(null);
  const links = useLinks(page);
  const revoke = useRevokeLink();

  const columns: GridColDef<LinkService>[] = [
    { field: "name", headerName: "Nombre", flex: 1, minWidth: 160 },
    { field: "service_types", headerName: "Tipos de servicio", flex: 1, minWidth: 160, valueGetter: (_, row) => names(row.service_types) },
    {
      field: "payment_methods",
      headerName: "Métodos de pago",
      flex: 1,
      minWidth: 140,
      valueGetter: (_, row) => names(row.payment_methods),
    },
    {
      field: "expires_at",
      headerName: "Vence",
      minWidth: 170,
      valueGetter: (_, row) => (row.expires_at ? formatDateTime(row.expires_at) : "No vence"),
    },
    {
      field: "state",
      headerName: "Estado",
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip size="small" label={LINK_SERVICE_STATE_LABELS[row.state]} color={row.state === "active" ? "success" : "default"} />
      ),
    },
    {
      field: "actions",
      headerName: "Acciones",
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) =>
        row.state === "active" && (
          <Box>
            <Tooltip title="Copiar enlace">
              <IconButton size="small" aria-label={`Copiar enlace ${row.name}`} onClick={() => void copyLink(row)}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Revocar enlace">
              <IconButton size="small" aria-label={`Revocar enlace ${row.name}`} onClick={() => setRevoking(row)}>
                <LinkOffIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ),
    },
  ];

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
      Crear enlace
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Enlaces para crear servicios"
        subtitle="Enlaces con los que los clientes solicitan servicios sin cuenta"
        actions={addButton}
      />
      <DelayedLoader active={links.isPending} label="Cargando enlaces" />
      {links.isError && !links.data && <LoadError message="No fue posible cargar los enlaces." onRetry={() => links.refetch()} />}
      {links.data?.count === 0 ? (
        <EmptyState title="No hay enlaces" hint="Crea el primer enlace para que tus clientes soliciten servicios." action={addButton} />
      ) : (
        links.data && (
          <PagedGrid
            label="Enlaces para crear servicios"
            data={links.data}
            fetching={links.isFetching}
            columns={columns}
            pageSize={PAGE_SIZE.history}
            page={page}
            onPage={setPage}
            getRowId={(row) => row.uuid}
          />
        )
      )}
      {adding && <LinkDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={Boolean(revoking)}
        title={LINK_SERVICE_MESSAGES.revokeConfirm}
        message={revoking?.name}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.uuid, { onSuccess: () => setRevoking(null) })}
      />
    </>
  );
}
