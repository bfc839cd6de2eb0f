// spec §4: service statuses.
export const SERVICE_STATUSES = ["by_assign", "scheduled", "pending", "assigned", "in_progress", "finished", "cancelled"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  by_assign: "Por asignar",
  scheduled: "Programado",
  pending: "Pendiente",
  assigned: "Asignado",
  in_progress: "En curso",
  finished: "Finalizado",
  cancelled: "Cancelado",
};

// spec §4: a finished or cancelled service is closed; every other status is active.
export const CLOSED_STATUSES: readonly ServiceStatus[] = ["finished", "cancelled"];
export const isActiveStatus = (status: ServiceStatus) => !CLOSED_STATUSES.includes(status);
export const ACTIVE_STATUSES: readonly ServiceStatus[] = SERVICE_STATUSES.filter(isActiveStatus);

export const ACTIVE_TAB = "active_status";
export type DesktopTab = ServiceStatus | typeof ACTIVE_TAB;

// spec §4: the active tab shows the active services; other tabs only their own status.
export function belongsToTab(status: ServiceStatus, tab: DesktopTab): boolean {
  return tab === ACTIVE_TAB ? isActiveStatus(status) : status === tab;
}

/** spec §2.4: a tab's counter; 'Activos' adds the counts of every active status. */
export function tabCount(tab: DesktopTab, counts: Record<ServiceStatus, number>): number {
  return tab === ACTIVE_TAB ? ACTIVE_STATUSES.reduce((sum, status) => sum + counts[status], 0) : counts[tab];
}

export type ServiceAction = "assign" | "unassign" | "reassign" | "spread" | "cancel" | "accept" | "start" | "arrive" | "finish";

// spec §4 actions; `from` lists where each may start. Scheduled services also need to be operable.
// The courier accepts a service offered to all (pending, spread) or assigned to them; then starts and finishes it.
export const TRANSITIONS: Record<ServiceAction, { from: readonly ServiceStatus[]; to: ServiceStatus }> = {
  assign: { from: ["by_assign", "scheduled", "pending"], to: "assigned" },
  spread: { from: ["by_assign", "scheduled"], to: "pending" },
  reassign: { from: ["pending", "assigned", "in_progress"], to: "assigned" },
  unassign: { from: ["pending", "assigned", "in_progress"], to: "by_assign" },
  accept: { from: ["pending", "assigned"], to: "assigned" },
  start: { from: ["assigned"], to: "in_progress" },
  // issue 24: the courier reached the drop-off; the service stays in progress, the history keeps the moment.
  arrive: { from: ["in_progress"], to: "in_progress" },
  finish: { from: ["assigned", "in_progress"], to: "finished" },
  cancel: { from: ["by_assign", "scheduled", "pending", "assigned", "in_progress"], to: "cancelled" },
};

export const canTransition = (action: ServiceAction, from: ServiceStatus) => TRANSITIONS[action].from.includes(from);

export function transitionRefusal(action: ServiceAction, from: ServiceStatus): string {
  return `No se puede ${ACTION_VERBS[action]} un servicio en estado ${SERVICE_STATUS_LABELS[from].toLowerCase()}`;
}

const ACTION_VERBS: Record<ServiceAction, string> = {
  assign: "asignar",
  unassign: "desasignar",
  reassign: "reasignar",
  spread: "difundir",
  cancel: "cancelar",
  accept: "aceptar",
  start: "iniciar",
  arrive: "marcar la llegada de",
  finish: "finalizar",
};
