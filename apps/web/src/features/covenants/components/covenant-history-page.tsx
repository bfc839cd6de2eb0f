import { Button, Chip, MenuItem, Stack, TextField } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type Covenant, COVENANT_STATUS_LABELS, COVENANT_STATUSES, type CovenantStatus, MESSAGES, PAGE_SIZE } from "@despacho/domain";
import { useRoles } from "@shared/permissions/use-roles";
import { useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { PagedGrid } from "@shared/ui/paged-grid";
import { useCancelCovenant, useCovenants } from "../api/covenants";
import { useCovenantLiveUpdates } from "../hooks/use-covenant-live-updates";
import { CovenantCouriersDialog } from "./covenant-couriers-dialog";
import { CovenantTermsDialog } from "./covenant-terms-dialog";
import { counterpart, statusLabel, storeLabel, termsLabel } from "./covenant-text";
import { PriorityGroupsSection } from "./priority-groups-section";

const ACTIVITY = [
  { value: "", text: "Todos" },
  { value: "true", text: "Vigentes" },
  { value: "false", text: "Cancelados o rechazados" },
] as const;
type Activity = (typeof ACTIVITY)[number]["value"];

const STATUS_COLUMN: GridColDef<Covenant> = {
  field: "status",
  headerName: "Estado",
  width: 120,
  renderCell: ({ row }) => <Chip size="small" label={statusLabel(row)} />,
};
const REQUESTED_COLUMN: GridColDef<Covenant> = {
  field: "created_at",
  headerName: "Solicitado",
  width: 140,
  valueGetter: (_, row) => formatDateTime(row.created_at),
};
const TERMS_COLUMN: GridColDef<Covenant> = {
  field: "terms",
  headerName: "Condiciones",
  flex: 1.4,
  minWidth: 160,
  valueGetter: (_, row) => termsLabel(row),
};
/** Staff read every covenant of the headquarter: both stores, no actions (decision 011). */
const STAFF_COLUMNS: GridColDef<Covenant>[] = [
  { field: "client", headerName: "Cliente", flex: 1.2, minWidth: 160, valueGetter: (_, row) => storeLabel(row.business_store) },
  { field: "provider", headerName: "Proveedor", flex: 1.2, minWidth: 160, valueGetter: (_, row) => storeLabel(row.provider_store) },
  TERMS_COLUMN,
  STATUS_COLUMN,
  REQUESTED_COLUMN,
];

/**
 * spec §2.2 /covenants/history: every covenant of the business's stores, filtered, each live one cancellable; the
 * headquarter's staff read all of its covenants here.
 */
export function CovenantHistoryPage() {
  const { isBusiness } = useRoles();
  useCovenantLiveUpdates();
  const [status, setStatus] = useState<CovenantStatus | "">("");
  const [activity, setActivity] = useState<Activity>("");
  const [page, setPage] = useState(0);
  const covenants = useCovenants({ status: status || undefined, is_active: activity || undefined, page: page + 1 });
  const cancel = useCancelCovenant();
  const [cancelling, setCancelling] = useState<Covenant | null>(null);
  const [editing, setEditing] = useState<Covenant | null>(null);
  const [staffing, setStaffing] = useState<Covenant | null>(null);

  const columns: GridColDef<Covenant>[] = [
    { field: "counterpart", headerName: "Con", flex: 1.4, minWidth: 160, valueGetter: (_, row) => storeLabel(counterpart(row)) },
    {
      field: "mine",
      headerName: "Mi tienda",
      flex: 1,
      minWidth: 120,
      valueGetter: (_, row) => (row.side === "client" ? row.business_store : row.provider_store).name,
    },
    { field: "side", headerName: "Rol", width: 90, valueGetter: (_, row) => (row.side === "client" ? "Cliente" : "Proveedor") },
    TERMS_COLUMN,
    STATUS_COLUMN,
    REQUESTED_COLUMN,
    {
      field: "actions",
      headerName: "Acciones",
      width: 330,
      renderCell: ({ row }) =>
        row.is_active && (
          <Stack direction="row" spacing={0.5}>
            <Button
              size="small"
              aria-label={`Condiciones del convenio con ${storeLabel(counterpart(row))}`}
              onClick={() => setEditing(row)}
            >
              Condiciones
            </Button>
            <Button
              size="small"
              aria-label={`Colaboradores del convenio con ${storeLabel(counterpart(row))}`}
              onClick={() => setStaffing(row)}
            >
              Colaboradores
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Cancelar convenio con ${storeLabel(counterpart(row))}`}
              onClick={() => setCancelling(row)}
            >
              Cancelar
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Historial de convenios"
        subtitle={isBusiness ? undefined : "Convenios entre las tiendas de los negocios de la sucursal; cada negocio gestiona los suyos"}
      />
      <Stack spacing={4}>
        <Stack spacing={2}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              select
              label="Estado"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as CovenantStatus | "");
                setPage(0);
              }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">Todos</MenuItem>
              {COVENANT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {COVENANT_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Vigencia"
              value={activity}
              onChange={(e) => {
                setActivity(e.target.value as Activity);
                setPage(0);
              }}
              sx={{ minWidth: 240 }}
            >
              {ACTIVITY.map((a) => (
                <MenuItem key={a.value} value={a.value}>
                  {a.text}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {covenants.isError && !covenants.data ? (
            <LoadError message="No fue posible cargar los convenios." onRetry={() => covenants.refetch()} />
          ) : (
            <PagedGrid
              label="Convenios"
              data={covenants.data}
              fetching={covenants.isFetching}
              columns={isBusiness ? columns : STAFF_COLUMNS}
              pageSize={PAGE_SIZE.default}
              page={page}
              onPage={setPage}
            />
          )}
        </Stack>
        {isBusiness && <PriorityGroupsSection />}
      </Stack>
      {editing && <CovenantTermsDialog covenant={editing} onClose={() => setEditing(null)} />}
      {staffing && <CovenantCouriersDialog covenant={staffing} onClose={() => setStaffing(null)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={MESSAGES.covenantCancelConfirm}
        message={cancelling ? storeLabel(counterpart(cancelling)) : undefined}
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })}
      />
    </>
  );
}
