import { z } from "zod";
import { formatDecimal } from "../decimal.js";

// issue 22 /configuration/diffusion (spec §2.2): how a headquarter in an automatic mode offers its services.

/** How auto_assignment chooses: the nearest free courier at once, everyone in the radius, or one after another. */
export const AUTO_ASSIGNMENT_STRATEGIES = [
  { value: "nearest", text: "Al colaborador libre más cercano" },
  { value: "broadcast", text: "A todos los colaboradores del radio (gana el primero que acepte)" },
  { value: "one_by_one", text: "Uno a uno, con tiempo para aceptar" },
] as const;
export type AutoAssignmentStrategy = (typeof AUTO_ASSIGNMENT_STRATEGIES)[number]["value"];

/** What happens when an offer finds nobody, in the order the headquarter chooses; the desk always ends it. */
export const ESCALATION_STEPS = [
  { value: "next_courier", text: "Siguiente colaborador" },
  { value: "wider_radius", text: "Radio ampliado" },
  { value: "broadcast", text: "Difusión a todos" },
  { value: "desk", text: "Volver al escritorio como Por asignar" },
] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number]["value"];

export const DIFFUSION_LIMITS = {
  radiusKm: { min: 0.5, max: 100 },
  couriersPerOffer: { min: 1, max: 50 },
  acceptanceSeconds: { min: 10, max: 600 },
  maxActiveServices: { min: 1, max: 10 },
  bundleWindowMinutes: { min: 0, max: 60 },
  stallMinutes: { min: 1, max: 120 },
} as const;

export const DIFFUSION_MESSAGES = {
  number: "Ingrese un número",
  whole: "Ingrese un número entero",
  between: (min: number, max: number) => `Debe estar entre ${formatDecimal(min)} y ${formatDecimal(max)}`,
  strategy: "Estrategia de asignación inválida",
  step: "Paso de escalamiento inválido",
  repeatedStep: "Cada paso de escalamiento va una sola vez",
  deskLast: "El escalamiento debe terminar en el escritorio",
  widerThanRadius: "El radio ampliado debe ser mayor que el radio",
} as const;

const ranged = (limit: { min: number; max: number }, whole: boolean) => {
  const error = DIFFUSION_MESSAGES.between(limit.min, limit.max);
  const base = z.number({ error: DIFFUSION_MESSAGES.number });
  return (whole ? base.int({ error: DIFFUSION_MESSAGES.whole }) : base).min(limit.min, { error }).max(limit.max, { error });
};
const strategyValues = AUTO_ASSIGNMENT_STRATEGIES.map((s) => s.value) as [AutoAssignmentStrategy, ...AutoAssignmentStrategy[]];
const stepValues = ESCALATION_STEPS.map((s) => s.value) as [EscalationStep, ...EscalationStep[]];

const diffusionShape = z
  .object({
    strategy: z.enum(strategyValues, { error: DIFFUSION_MESSAGES.strategy }),
    radius_km: ranged(DIFFUSION_LIMITS.radiusKm, false),
    wider_radius_km: ranged(DIFFUSION_LIMITS.radiusKm, false),
    couriers_per_offer: ranged(DIFFUSION_LIMITS.couriersPerOffer, true),
    acceptance_seconds: ranged(DIFFUSION_LIMITS.acceptanceSeconds, true),
    max_active_services: ranged(DIFFUSION_LIMITS.maxActiveServices, true),
    bundle_window_minutes: ranged(DIFFUSION_LIMITS.bundleWindowMinutes, true),
    escalation: z.array(z.enum(stepValues, { error: DIFFUSION_MESSAGES.step })).min(1, { error: DIFFUSION_MESSAGES.deskLast }),
    /** Whether working hours count at all. */
    use_working_hours: z.boolean(),
    /** With working hours counted: whether a courier out of hours may still be chosen (after those within them). */
    include_out_of_hours: z.boolean(),
    /** Minutes after accepting within which a courier must come closer to the origin, or the desk is told (optional: older settings lack it). */
    stall_minutes: ranged(DIFFUSION_LIMITS.stallMinutes, true).optional(),
  })
  .strict();
export type DiffusionSettings = z.infer<typeof diffusionShape>;

type EscalationRules = Pick<DiffusionSettings, "escalation">;
const stepsOnce = (s: EscalationRules) => new Set(s.escalation).size === s.escalation.length;
const deskLast = (s: EscalationRules) => s.escalation.at(-1) === "desk";
const widerThanRadius = (s: Pick<DiffusionSettings, "radius_km" | "wider_radius_km">) => s.wider_radius_km > s.radius_km;

export const diffusionSettingsSchema = diffusionShape
  .refine(stepsOnce, { error: DIFFUSION_MESSAGES.repeatedStep, path: ["escalation"] })
  .refine(deskLast, { error: DIFFUSION_MESSAGES.deskLast, path: ["escalation"] })
  .refine(widerThanRadius, { error: DIFFUSION_MESSAGES.widerThanRadius, path: ["wider_radius_km"] });

const DEFAULT_STALL_MINUTES = 5;

/** Out of the box: one courier at a time for 30 s, 3 km then 6 km, two services at once from one store within 5 min. */
export const DEFAULT_DIFFUSION_SETTINGS: DiffusionSettings = {
  strategy: "one_by_one",
  radius_km: 3,
  wider_radius_km: 6,
  couriers_per_offer: 1,
  acceptance_seconds: 30,
  max_active_services: 2,
  bundle_window_minutes: 5,
  escalation: ["next_courier", "wider_radius", "broadcast", "desk"],
  use_working_hours: true,
  include_out_of_hours: false,
  stall_minutes: DEFAULT_STALL_MINUTES,
};

/** The minutes a courier who accepted has to come closer to the origin before the desk is told. */
export const stallMinutesOf = (settings: Pick<DiffusionSettings, "stall_minutes">): number =>
  settings.stall_minutes ?? DEFAULT_STALL_MINUTES;

/** A headquarter's diffusion settings: what it saved, or the defaults until it saves any. */
export function diffusionOf(settings: { diffusion?: DiffusionSettings }): DiffusionSettings {
  return settings.diffusion ?? DEFAULT_DIFFUSION_SETTINGS;
}
