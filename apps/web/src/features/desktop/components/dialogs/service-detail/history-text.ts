import { DISPATCH_HISTORY_ACTION, dispatchDecisionSchema, explainDecision, SERVICE_STATUS_LABELS } from "@despacho/domain";
import type { ServiceHistoryEntry } from "../../../api/get-service-history";

const ACTION_NAMES: Record<string, string> = {
  created: "Creado",
  assign: "Asignado",
  reassign: "Reasignado",
  unassign: "Desasignado",
  spread: "Difundido",
  accept: "Aceptado",
  start: "Iniciado",
  arrive: "Llegó al destino",
  finish: "Finalizado",
  cancel: "Cancelado",
  activate: "Activado",
  update: "Actualizado",
  novelty: "Novedad",
  attach_file: "Archivo adjunto",
  remove_file: "Archivo eliminado",
  [DISPATCH_HISTORY_ACTION]: "Despacho automático",
};

/** Whom the entry moved the service to or from: 'a Ana Ríos', 'de Ana Ríos a Beto Sanz', 'de Beto Sanz'. */
function courierChange({ from_messenger: from, to_messenger: to }: ServiceHistoryEntry): string {
  if (from && to) return ` de ${from.full_name} a ${to.full_name}`;
  if (to) return ` a ${to.full_name}`;
  if (from) return ` de ${from.full_name}`;
  return "";
}

/** The status it moved between, when it moved: 'Por asignar → Asignado'; a new service names its first status. */
function statusChange({ from, to }: ServiceHistoryEntry): string {
  if (from === null) return ` · ${SERVICE_STATUS_LABELS[to]}`;
  return from === to ? "" : ` · ${SERVICE_STATUS_LABELS[from]} → ${SERVICE_STATUS_LABELS[to]}`;
}

/** One line of the service's history: what happened, to which courier, between which statuses, and why. */
export function historyText(entry: ServiceHistoryEntry): string {
  const what = ACTION_NAMES[entry.action] ?? entry.action;
  // issue 22: the engine's decision, explained ("Asignado a Ana (2,1 km, …); Luis rechazó").
  const decision = entry.action === DISPATCH_HISTORY_ACTION ? dispatchDecisionSchema.safeParse(entry.data.decision) : null;
  if (decision?.success) return `${what}: ${explainDecision(decision.data)}`;
  const reason = typeof entry.data.reason === "string" ? ` · Motivo: ${entry.data.reason}` : "";
  return `${what}${courierChange(entry)}${statusChange(entry)}${reason}`;
}

/** Who made the change: the user, with the API key they made it through (issue 26), or the system. */
export function historyAuthor({ user, api_key }: ServiceHistoryEntry): string {
  const who = user?.full_name ?? "Sistema";
  return api_key ? `${who} (clave de API «${api_key.name}»)` : who;
}
