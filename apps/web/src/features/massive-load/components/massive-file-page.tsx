import AddIcon from "@mui/icons-material/Add";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Chip, FormControlLabel, LinearProgress, Stack, Switch, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import {
  MASSIVE_FILE_STATUS_LABELS,
  MASSIVE_LOAD_MESSAGES,
  MASSIVE_ROW_LABELS,
  type MassiveFile,
  type MassiveRow,
  type MassiveRowField,
  MESSAGES,
  PAGE_SIZE,
  ROUTES,
} from "@despacho/domain";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatCop } from "@shared/format/money";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { PagedGrid } from "@shared/ui/paged-grid";
import { actionsColumn, RowDeleteButton, RowEditLink } from "@shared/ui/row-actions";
import { notify } from "@shared/ui/toast-store";
import { useConfirmMassiveFile, useMassiveFile } from "../api/massive-files";
import { useDropInvalidRows, useMassiveRows, useRemoveMassiveRow } from "../api/massive-rows";
import { editRowPath, newRowPath } from "./paths";

const Cell = ({ first, second }: { first: string; second?: string }) => (
  <Box sx={{ minWidth: 0, whiteSpace: "normal" }}>
    <span>{first}</span>
    {second && (
      <Box component="span" sx={{ display: "block", color: "text.secondary", fontSize: 12 }}>
        {second}
      </Box>
    )}
  </Box>
);

function rowColumns(file: MassiveFile, remove: (row: MassiveRow) => void): GridColDef<MassiveRow>[] {
  const editable = file.status === "validated";
  const columns: GridColDef<MassiveRow>[] = [
    { field: "line", headerName: "Fila", width: 64 },
    {
      field: "name",
      headerName: "Cliente",
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <Cell first={row.data.name || "—"} second={row.data.phone_number} />,
    },
    {
      field: "type",
      headerName: "Tipo",
      width: 150,
      renderCell: ({ row }) => (
        <Cell first={row.data.type || "—"} second={row.data.scheduled_at ? `Programado ${row.data.scheduled_at}` : "Inmediato"} />
      ),
    },
    {
      field: "addresses",
      headerName: "Origen → destino",
      flex: 1.3,
      minWidth: 170,
      renderCell: ({ row }) => <Cell first={row.data.origin_address || "—"} second={`→ ${row.data.destination_address || "—"}`} />,
    },
    {
      field: "calculated_cost",
      headerName: "Costo",
      width: 100,
      valueGetter: (_v, row) => (row.calculated_cost === null ? "—" : formatCop(row.calculated_cost)),
    },
    {
      field: "errors",
      headerName: "Errores",
      flex: 1.6,
      minWidth: 220,
      renderCell: ({ row }) =>
        row.service ? (
          <Chip size="small" color="success" label={`Servicio #${row.service.consecutive}`} />
        ) : row.errors.length === 0 ? (
          <Chip size="small" color="success" variant="outlined" label="Lista para crear" />
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2, color: "error.main", fontSize: 13, whiteSpace: "normal" }}>
            {row.errors.map((e) => (
              <li key={e.field}>
                <strong>{MASSIVE_ROW_LABELS[e.field as MassiveRowField] ?? e.field}:</strong> {e.message}
              </li>
            ))}
          </Box>
        ),
    },
  ];
  if (!editable) return columns;
  return [
    ...columns,
    actionsColumn<MassiveRow>(96, (row) => (
      <>
        <RowEditLink to={editRowPath(file.uuid, row.uuid)} label={`Editar fila ${row.line}`} />
        <RowDeleteButton onClick={() => remove(row)} label={`Quitar fila ${row.line}`} />
      </>
    )),
  ];
}

function Progress({ file }: { file: MassiveFile }) {
  const label = file.status === "validating" ? "Validando filas" : "Creando servicios";
  return (
    <Box role="status" aria-live="polite" sx={{ mb: 3 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}... {file.progress}%
      </Typography>
      <LinearProgress variant="determinate" value={file.progress} aria-label={label} />
    </Box>
  );
}

/** What a confirmed file says: spec §8's success when services were created, and how many rows the confirmation refused. */
function confirmedOutcome(file: MassiveFile) {
  return [
    ...(file.created_services > 0
      ? [
          {
            severity: "success" as const,
            message: file.created_services === 1 ? MASSIVE_LOAD_MESSAGES.createdOne : MASSIVE_LOAD_MESSAGES.createdMany,
          },
        ]
      : []),
    ...(file.invalid_rows > 0
      ? [{ severity: "warning" as const, message: MASSIVE_LOAD_MESSAGES.refusedAtConfirm(file.invalid_rows) }]
      : []),
  ];
}

/** The outcome as toasts once the confirmation job has ended. */
function useCreatedMessage(file: MassiveFile | undefined) {
  const previous = useRef(file?.status);
  useEffect(() => {
    if (previous.current === "confirming" && file?.status === "confirmed") {
      for (const { severity, message } of confirmedOutcome(file)) notify[severity](message);
    }
    previous.current = file?.status;
  }, [file]);
}

/** spec §2.2 /massive-load/{id}/confirm: the dry run, its fixes, and the confirmation. */
export function MassiveFilePage() {
  const { id = "" } = useParams();
  const file = useMassiveFile(id);
  useCreatedMessage(file.data);
  if (file.isPending) return <DelayedLoader label="Cargando archivo" />;
  if (!file.data) {
    return (
      <EmptyState
        title="El archivo no existe"
        action={
          <Button component={RouterLink} to={ROUTES.massiveLoad.path}>
            Volver a carga masiva
          </Button>
        }
      />
    );
  }
  return <DryRun file={file.data} />;
}

function DryRun({ file }: { file: MassiveFile }) {
  const [page, setPage] = useState(0);
  const [onlyInvalid, setOnlyInvalid] = useState(false);
  const readable = file.status !== "validating" && file.status !== "failed";
  const rows = useMassiveRows(
    file.uuid,
    page,
    onlyInvalid,
    readable ? `${file.status} ${file.rows} ${file.invalid_rows} ${file.created_services}` : null,
  );
  const confirm = useConfirmMassiveFile(file.uuid);
  const drop = useDropInvalidRows(file.uuid);
  const remove = useRemoveMassiveRow(file.uuid);
  const valid = file.rows - file.invalid_rows;
  const editable = file.status === "validated";
  const running = file.status === "validating" || file.status === "confirming";

  return (
    <>
      <PageHeader
        title={file.name}
        subtitle={`Carga masiva · ${MASSIVE_FILE_STATUS_LABELS[file.status]}`}
        actions={
          <Button component={RouterLink} to={ROUTES.massiveLoad.path} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        }
      />
      {running && <Progress file={file} />}
      {file.status === "failed" && <Alert severity="error">{file.error}</Alert>}
      {file.status === "confirmed" &&
        confirmedOutcome(file).map(({ severity, message }) => (
          <Alert key={severity} severity={severity} sx={{ mb: 2 }}>
            {message}
          </Alert>
        ))}
      {readable && (
        <>
          <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ mb: 2, alignItems: { md: "center" } }}>
            <Stack direction="row" spacing={1} sx={{ flex: 1, flexWrap: "wrap", rowGap: 1 }} data-testid="dry-run-summary">
              <Chip label={`${file.rows} filas`} />
              <Chip color={file.invalid_rows ? "error" : "default"} label={`${file.invalid_rows} con errores`} />
              <Chip color="success" variant="outlined" label={`${file.created_services} servicios creados`} />
              <FormControlLabel
                control={
                  <Switch
                    checked={onlyInvalid}
                    onChange={(e) => {
                      setOnlyInvalid(e.target.checked);
                      setPage(0);
                    }}
                  />
                }
                label="Solo filas con errores"
              />
            </Stack>
            {editable && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
                <Button component={RouterLink} to={newRowPath(file.uuid)} startIcon={<AddIcon />}>
                  Agregar servicio
                </Button>
                {file.invalid_rows > 0 && (
                  <Button
                    color="error"
                    disabled={drop.isPending}
                    onClick={() => drop.mutate(undefined, { onSuccess: () => notify.success(MESSAGES.deleted) })}
                  >
                    Quitar filas con errores
                  </Button>
                )}
                <Button
                  variant="contained"
                  disabled={file.invalid_rows > 0 || valid === 0 || confirm.isPending}
                  onClick={() => confirm.mutate()}
                >
                  Confirmar y crear {valid} {valid === 1 ? "servicio" : "servicios"}
                </Button>
              </Stack>
            )}
          </Stack>
          {editable && file.invalid_rows > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {MASSIVE_LOAD_MESSAGES.hasErrors}
            </Alert>
          )}
          <PagedGrid
            label="Filas del archivo"
            data={rows.data}
            fetching={rows.isFetching}
            columns={rowColumns(file, (row) => remove.mutate(row.uuid, { onSuccess: () => notify.success(MESSAGES.deleted) }))}
            pageSize={PAGE_SIZE.default}
            page={page}
            onPage={setPage}
            getRowId={(row) => row.uuid}
            testId="dry-run-rows"
          />
        </>
      )}
    </>
  );
}
