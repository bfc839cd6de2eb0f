import type { DispatchDecision, RouteStopOf } from "./decision.js";
import type { IneligibilityReason } from "./eligibility.js";
import { formatDecimal } from "../decimal.js";

export const INELIGIBILITY_LABELS: Record<IneligibilityReason, string> = {
  blocked: "bloqueado",
  offline: "desconectado",
  type_not_allowed: "no hace este tipo de servicio",
  out_of_hours: "fuera de horario",
  at_capacity: "con el máximo de servicios en curso",
  out_of_radius: "fuera del radio",
  shift_over: "termina su turno antes de recoger",
  not_in_queue: "no está en la cola",
};
export const OFFER_ANSWER_LABELS: Record<DispatchDecision["answers"][number]["answer"], string> = {
  rejected: "rechazó",
  timed_out: "no respondió a tiempo",
};
export const DISPATCH_EXPLANATION = {
  assigned: "Asignado a",
  offered: "Ofrecido a",
  held: "En espera de",
  nobody: "Nadie disponible; vuelve a Por asignar",
  priorityGroup: (group: number) => `grupo de prioridad ${group} del convenio`,
} as const;

const listed = (items: readonly string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`);

/** issue 22 bundling: where a service stands in its courier's route, "En ruta con #123, parada 2 de 3". */
export function routeText(route: RouteStopOf): string {
  return `En ruta con ${listed(route.with.map((c) => `#${c}`))}, parada ${route.stop} de ${route.stops}`;
}

type Candidate = DispatchDecision["candidates"][number];

const servicesInHand = (count: number) =>
  count === 0 ? "sin servicios en curso" : count === 1 ? "1 servicio en curso" : `${count} servicios en curso`;

function describe(candidate: Candidate): string {
  const when =
    candidate.idle_minutes !== null
      ? `libre hace ${Math.round(candidate.idle_minutes)} min`
      : candidate.busy_minutes > 0
        ? `termina en ${Math.round(candidate.busy_minutes)} min`
        : "libre";
  const group = candidate.priority_group === null ? "" : `, ${DISPATCH_EXPLANATION.priorityGroup(candidate.priority_group)}`;
  return `${candidate.name} (${formatDecimal(candidate.km)} km, ${when}, ${servicesInHand(candidate.active_services)}${group})`;
}

/**
 * issue 22: the decision as the service detail reads it, e.g. "Asignado a Ana (2,1 km, libre hace 6 min, 1 servicio en
 * curso); Luis rechazó; Pedro fuera de horario"; a bundle's says where the service stands in the route after the winner;
 * a held one names the busy courier it waits for, "En espera de Ana (2,1 km, termina en 7 min, 1 servicio en curso)".
 */
export function explainDecision(decision: DispatchDecision): string {
  const byId = new Map(decision.candidates.map((c) => [c.courier_id, c]));
  const chosen = decision.chosen_ids.flatMap((id) => {
    const candidate = byId.get(id);
    return candidate ? [describe(candidate)] : [];
  });
  const head =
    chosen.length === 0 || decision.outcome === "unassigned"
      ? DISPATCH_EXPLANATION.nobody
      : `${DISPATCH_EXPLANATION[decision.outcome]} ${chosen.join(", ")}`;
  const others = [
    ...decision.answers.map((a) => `${a.name} ${OFFER_ANSWER_LABELS[a.answer]}`),
    ...decision.excluded.map((e) => `${e.name} ${INELIGIBILITY_LABELS[e.reason]}`),
  ];
  return [head, ...(decision.route ? [routeText(decision.route)] : []), ...others].join("; ");
}
