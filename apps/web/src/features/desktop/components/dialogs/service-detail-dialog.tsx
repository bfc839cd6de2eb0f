import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { FILE_SIZE_DEFAULT_BYTES, isOperable, MESSAGES, SERVICE_STATUS_LABELS, type Service } from "@despacho/domain";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { notify } from "@shared/ui/toast-store";
import { useAttachedFiles, useAttachFile } from "../../api/attached-files";
import { useCompletionData } from "../../api/get-completion-data";
import { useService } from "../../api/get-service";
import { type ServiceHistoryEntry, useServiceHistory } from "../../api/get-service-history";
import { type NoveltyFields, useNoveltyFields, useSaveNoveltyFields } from "../../api/novelty-fields";
import { useUpdateServiceCost } from "../../api/update-service-cost";
import { formatCop } from "@shared/format/money";
import { useNow } from "../../hooks/use-now";
import { ACTION_META, type ActionPermissions, actionLabel, allowedActions, type DeskAction } from "../service-actions";
import { StatusChip } from "../status-chip";
import { SurchargesDialog } from "./surcharges-dialog";

interface ServiceDetailDialogProps {
  uuid: string;
  /** The row as listed, shown while the fresh copy loads. */
  initial?: Service;
  permissions: ActionPermissions;
  typeMaxMinutes: ReadonlyMap<string, number | null>;
  onAction: (action: DeskAction, service: Service) => void;
  onClose: () => void;
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {value ?? "—"}
      </Typography>
    </Box>
  );
}

const ACTION_NAMES: Record<string, string> = {
  created: "Creado",
  assign: "Asignado",
  reassign: "Reasignado",
  unassign: "Desasignado",
  spread: "Difundido",
  start: "Iniciado",
  finish: "Finalizado",
  cancel: "Cancelado",
  activate: "Activado",
  update: "Actualizado",
  novelty: "Novedad",
  attach_file: "Archivo adjunto",
};

function historyText(entry: ServiceHistoryEntry): string {
  const what = ACTION_NAMES[entry.action] ?? entry.action;
  const reason = typeof entry.data.reason === "string" ? ` · Motivo: ${entry.data.reason}` : "";
  return `${what} → ${SERVICE_STATUS_LABELS[entry.to]}${reason}`;
}

function CostEditor({ service, onDone }: { service: Service; onDone: () => void }) {
  const [cost, setCost] = useState(String(service.calculated_cost));
  const [required, setRequired] = useState(String(service.required_value));
  const update = useUpdateServiceCost();
  const valid = (v: string) => /^\d{1,10}$/.test(v);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid(cost) || !valid(required)) return;
    update.mutate({ uuid: service.uuid, calculated_cost: Number(cost), required_value: Number(required) }, { onSuccess: onDone });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}>
      <TextField
        label="Costo del servicio"
        size="small"
        value={cost}
        onChange={(e) => setCost(e.target.value.replace(/\D/g, ""))}
        error={!valid(cost)}
        helperText={valid(cost) ? formatCop(Number(cost)) : "Valor entero en pesos"}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
        autoFocus
      />
      <TextField
        label="Valor a recaudar"
        size="small"
        value={required}
        onChange={(e) => setRequired(e.target.value.replace(/\D/g, ""))}
        error={!valid(required)}
        helperText={valid(required) ? formatCop(Number(required)) : "Valor entero en pesos"}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending || !valid(cost) || !valid(required)}>
          Guardar
        </Button>
      </Stack>
    </Box>
  );
}

function NoveltyEditor({ uuid, canChange }: { uuid: string; canChange: boolean }) {
  const novelty = useNoveltyFields(uuid);
  const save = useSaveNoveltyFields();
  const [draft, setDraft] = useState<[string, string][] | null>(null);
  const rows = draft ?? Object.entries(novelty.data?.fields ?? {});
  if (novelty.isPending) return <DelayedLoader label="Cargando novedades" />;
  if (!draft) {
    return (
      <Box>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Sin novedades.
          </Typography>
        ) : (
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
            {rows.map(([key, value]) => (
              <Field key={key} label={key} value={value} />
            ))}
          </Box>
        )}
        {canChange && (
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setDraft(rows.length ? rows : [["", ""]])} sx={{ mt: 1 }}>
            Editar novedades
          </Button>
        )}
      </Box>
    );
  }
  const setRow = (i: number, row: [string, string]) => setDraft(rows.map((r, j) => (j === i ? row : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields: NoveltyFields = {};
    for (const [key, value] of rows) if (key.trim()) fields[key.trim()] = value;
    save.mutate({ uuid, fields }, { onSuccess: () => setDraft(null) });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      {rows.map(([key, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
        <Box key={i} sx={{ display: "flex", gap: 1, mb: 1, alignItems: "center" }}>
          <TextField
            size="small"
            label="Campo"
            value={key}
            onChange={(e) => setRow(i, [e.target.value, value])}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label="Valor"
            value={value}
            onChange={(e) => setRow(i, [key, e.target.value])}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ flex: 2 }}
          />
          <IconButton aria-label={`Quitar novedad ${key || i + 1}`} onClick={() => setDraft(rows.filter((_, j) => j !== i))}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setDraft([...rows, ["", ""]])} disabled={rows.length >= 20}>
          Agregar campo
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={() => setDraft(null)} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={save.isPending}>
          Guardar novedades
        </Button>
      </Stack>
    </Box>
  );
}

function AttachedFiles({ uuid, canChange }: { uuid: string; canChange: boolean }) {
  const files = useAttachedFiles(uuid);
  const attach = useAttachFile();
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    // spec §5: 2.5 MB, checked before uploading; the server checks again.
    if (file.size > FILE_SIZE_DEFAULT_BYTES) {
      notify.error(MESSAGES.fileTooLarge(FILE_SIZE_DEFAULT_BYTES, file.size));
      return;
    }
    attach.mutate({ uuid, file });
  };
  return (
    <Box>
      {files.data?.results.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sin archivos adjuntos.
        </Typography>
      )}
      <List dense disablePadding>
        {files.data?.results.map((f) => (
          <ListItem key={f.uuid} disableGutters>
            <ListItemText
              primary={
                <Link href={f.url} target="_blank" rel="noopener noreferrer">
                  {f.name}
                </Link>
              }
              secondary={`${(f.size / 1_048_576).toLocaleString("es-CO", { maximumFractionDigits: 2 })} MB · ${formatDateTime(f.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
      {canChange && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
            aria-label="Archivo a adjuntar"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={attach.isPending}>
            {attach.isPending ? MESSAGES.waitShort : "Adjuntar archivo"}
          </Button>
        </>
      )}
    </Box>
  );
}

function History({ uuid }: { uuid: string }) {
  const history = useServiceHistory(uuid);
  const entries = history.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <Box>
      <DelayedLoader active={history.isPending} label="Cargando historial" />
      <List dense disablePadding aria-label="Historial del servicio">
        {entries.map((entry) => (
          <ListItem key={entry.uuid} disableGutters divider>
            <ListItemText
              primary={historyText(entry)}
              secondary={`${entry.user?.full_name ?? "Sistema"} · ${formatDateTime(entry.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
      {history.hasNextPage && (
        <Button size="small" onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage} sx={{ mt: 1 }}>
          Ver más
        </Button>
      )}
    </Box>
  );
}

/** spec §2.4 service detail: every field, locations, costs, novelties, files and history. */
export function ServiceDetailDialog({ uuid, initial, permissions, typeMaxMinutes, onAction, onClose }: ServiceDetailDialogProps) {
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up("md"));
  const now = useNow();
  const query = useService(uuid);
  const service: Service | undefined = query.data ?? initial;
  const [editingCost, setEditingCost] = useState(false);
  const [showSurcharges, setShowSurcharges] = useState(false);
  const completion = useCompletionData(uuid, service?.status === "finished");

  const operable = service ? isOperable(service, typeMaxMinutes.get(service.type_id) ?? null, now) : false;
  const actions = service ? allowedActions(service, operable, permissions) : [];
  const canEditCost = permissions.canChange && service && service.status !== "finished" && service.status !== "cancelled";

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="service-detail-title" scroll="paper">
      <DialogTitle id="service-detail-title" sx={{ display: "flex", alignItems: "center", gap: 1.5, pr: 6 }}>
        Servicio #{service?.consecutive ?? ""}
        {service && <StatusChip status={service.status} />}
        <IconButton aria-label="Cerrar detalle" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {!service && <DelayedLoader label="Cargando servicio" />}
        {query.isError && !service && <Alert severity="error">No fue posible cargar el servicio.</Alert>}
        {service && (
          <>
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(3, 1fr)" }, gap: 2 }}>
              <Field label="Cliente" value={service.name} />
              <Field label="Teléfono" value={service.phone_number} />
              <Field label="Tipo de servicio" value={service.type_name} />
              <Field label="Colaborador" value={service.messenger?.full_name ?? "Sin colaborador"} />
              <Field label="Creado" value={formatDateTime(service.created_at)} />
              <Field label="Actualizado" value={formatDateTime(service.updated_at)} />
              {service.is_scheduled && service.scheduled_at && (
                <Field label="Programado para" value={formatDateTime(service.scheduled_at)} />
              )}
              {service.is_scheduled && service.operable_at && (
                <Field label="Operable desde" value={`${formatDateTime(service.operable_at)}${operable ? "" : " (aún no)"}`} />
              )}
              <Field label="Colaboradores requeridos" value={service.messengers_number} />
              <Field label="Ida y vuelta" value={service.is_round_trip ? "Sí" : "No"} />
              <Field label="Servicio por horas" value={service.is_hourly_service ? "Sí" : "No"} />
              <Field label="Pago verificado" value={service.is_payment_verified ? "Sí" : "No"} />
              {service.internal_identifier && <Field label="Identificador interno" value={service.internal_identifier} />}
              {service.route_code && <Field label="Código de ruta" value={service.route_code} />}
              {service.surcharge_identifier && <Field label="Identificador de recargo" value={service.surcharge_identifier} />}
              {service.repeat_scheduled && <Field label="Se repite" value={service.repeat_scheduled_at?.join(", ")} />}
              {service.tags.length > 0 && (
                <Field
                  label="Etiquetas"
                  value={
                    <Box component="span" sx={{ display: "inline-flex", gap: 0.5, flexWrap: "wrap" }}>
                      {service.tags.map((t) => (
                        <Chip key={t} label={t} size="small" />
                      ))}
                    </Box>
                  }
                />
              )}
            </Box>

            <Section title="Ubicaciones">
              <List dense disablePadding>
                {service.locations.map((location, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a location is its position in the route
                  <ListItem key={`${location.type}-${i}`} disableGutters alignItems="flex-start">
                    <ListItemText
                      primary={`${location.type === "origin" ? "Origen" : `Destino ${i}`}: ${location.address}`}
                      secondary={[location.description, location.city].filter(Boolean).join(" · ") || undefined}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>

            <Section
              title="Costos"
              action={
                !editingCost && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setShowSurcharges(true)}>
                      Ver recargos
                    </Button>
                    {canEditCost && (
                      <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditingCost(true)}>
                        Editar costos
                      </Button>
                    )}
                  </Stack>
                )
              }
            >
              {editingCost ? (
                <CostEditor service={service} onDone={() => setEditingCost(false)} />
              ) : (
                <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 2 }}>
                  <Field label="Costo del servicio" value={formatCop(service.calculated_cost)} />
                  <Field label="Valor a recaudar" value={formatCop(service.required_value)} />
                  <Field label="Total" value={formatCop(service.calculated_cost + service.required_value)} />
                </Box>
              )}
            </Section>

            {service.status === "finished" && (
              <Section title="Datos de finalización">
                {completion.data?.finished_at && <Field label="Finalizado" value={formatDateTime(completion.data.finished_at)} />}
                <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2, mt: 1 }}>
                  {Object.entries(completion.data?.completion_data ?? {}).map(([key, value]) => (
                    <Field
                      key={key}
                      label={key === "received_by" ? "Recibido por" : key === "notes" ? "Observaciones" : key}
                      value={String(value)}
                    />
                  ))}
                </Box>
              </Section>
            )}

            <Section title="Novedades">
              <NoveltyEditor uuid={uuid} canChange={permissions.canChange} />
            </Section>

            <Section title="Archivos adjuntos">
              <AttachedFiles uuid={uuid} canChange={permissions.canChange} />
            </Section>

            <Divider sx={{ mt: 3 }} />
            <Section title="Historial">
              <History uuid={uuid} />
            </Section>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, py: 1.5 }}>
        {service &&
          actions.map((action) => {
            const { icon: Icon, color } = ACTION_META[action];
            return (
              <Button
                key={action}
                size="small"
                color={color ?? "inherit"}
                variant="outlined"
                startIcon={<Icon />}
                aria-label={actionLabel(action, service.consecutive)}
                onClick={() => onAction(action, service)}
              >
                {ACTION_META[action].verb}
              </Button>
            );
          })}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
      {service && <SurchargesDialog service={service} open={showSurcharges} onClose={() => setShowSurcharges(false)} />}
    </Dialog>
  );
}
