import BlockIcon from "@mui/icons-material/Block";
import LockOpenOutlinedIcon from "@mui/icons-material/LockOpenOutlined";
import { Button } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type Block, BLOCK_MESSAGES, PAGE_SIZE } from "@despacho/domain";
import { useMemo, useState } from "react";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { PagedGrid } from "@shared/ui/paged-grid";
import { SearchField } from "@shared/ui/search-field";
import { useOpenBlocks } from "../api/get-blocks";
import { useUnblockMessenger } from "../api/unblock-messenger";
import { blockedByColumn, courierColumn, endsColumn, reasonColumn, startsColumn } from "./block-columns";
import { BlockDialog } from "./block-dialog";

/** spec §2.2 /blocked-messengers: the couriers blocked now in the headquarter; block one, unblock one. */
export function BlockedMessengersPage() {
  const { searchInput, setSearchInput, search: q, page, setPage } = useSearchPaging();
  const blocks = useOpenBlocks({ page, q });
  const [adding, setAdding] = useState(false);
  const [unblocking, setUnblocking] = useState<Block | null>(null);
  const unblock = useUnblockMessenger();

  const columns = useMemo<GridColDef<Block>[]>(
    () => [
      courierColumn,
      reasonColumn,
      startsColumn,
      endsColumn,
      blockedByColumn,
      {
        field: "actions",
        headerName: "Acciones",
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            startIcon={<LockOpenOutlinedIcon />}
            onClick={() => setUnblocking(row)}
            aria-label={`Desbloquear a ${row.messenger.full_name}`}
          >
            Desbloquear
          </Button>
        ),
      },
    ],
    [],
  );

  const addButton = (
    <Button variant="contained" color="error" startIcon={<BlockIcon />} onClick={() => setAdding(true)}>
      Bloquear colaborador
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Bloqueos"
        subtitle="Colaboradores bloqueados en la sucursal: no reciben servicios ni pueden activarse aquí"
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label="Buscar colaborador bloqueado" />
            {addButton}
          </>
        }
      />
      {blocks.isError && !blocks.data && <LoadError message="No fue posible cargar los bloqueos." onRetry={() => blocks.refetch()} />}
      {blocks.data?.count === 0 ? (
        <EmptyState
          title={q ? `No hay colaboradores bloqueados que coincidan con «${q}»` : "No hay colaboradores bloqueados"}
          hint={q ? "Prueba con otro nombre o usuario." : undefined}
          action={!q && addButton}
        />
      ) : (
        <PagedGrid
          pageSize={PAGE_SIZE.messengers}
          label="Colaboradores bloqueados"
          data={blocks.data}
          fetching={blocks.isFetching}
          columns={columns}
          page={page}
          onPage={setPage}
        />
      )}
      {adding && <BlockDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={Boolean(unblocking)}
        title={BLOCK_MESSAGES.unblockConfirm}
        message={unblocking?.messenger.full_name}
        busy={unblock.isPending}
        onCancel={() => setUnblocking(null)}
        onConfirm={() => unblocking && unblock.mutate(unblocking.id, { onSuccess: () => setUnblocking(null) })}
      />
    </>
  );
}
