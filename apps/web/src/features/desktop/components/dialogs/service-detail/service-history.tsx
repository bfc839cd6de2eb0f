import { Button, Divider, List, ListItem, ListItemText } from "@mui/material";
import { SERVICE_STATUS_LABELS } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { type ServiceHistoryEntry, useServiceHistory } from "../../../api/get-service-history";
import { Section } from "./detail-layout";

const ACTION_NAMES: Record<string, string> = {
  created: "Creado",
  assign: "Asignado",
  reassign: "Reasignado",
  unassign: "Desasignado",
  spread: "Difundido",
  accept: "Aceptado",
  start: "Iniciado",
  finish: "Finalizado",
  cancel: "Cancelado",
  activate: "Activado",
  update: "Actualizado",
  novelty: "Novedad",
  attach_file: "Archivo adjunto",
  remove_file: "Archivo eliminado",
};

function historyText(entry: ServiceHistoryEntry): string {
  const what = ACTION_NAMES[entry.action] ?? entry.action;
  const reason = typeof entry.data.reason === "string" ? ` · Motivo: ${entry.data.reason}` : "";
  return `${what} → ${SERVICE_STATUS_LABELS[entry.to]}${reason}`;
}

/** Who did what to the service and when, newest first, a page at a time. */
export function ServiceHistory({ uuid }: { uuid: string }) {
  const history = useServiceHistory(uuid);
  const entries = history.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <>
      <Divider sx={{ mt: 3 }} />
      <Section title="Historial">
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
      </Section>
    </>
  );
}
