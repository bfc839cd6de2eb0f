import { ESCALATION_STEPS, type EscalationStep } from "@despacho/domain";

export interface EscalationRow {
  step: EscalationStep;
  text: string;
  /** Its place in the escalation, from 1; null for a step the headquarter does not use. */
  position: number | null;
  /** The desk ends every escalation: always used, always last. */
  fixed: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

const DESK: EscalationStep = "desk";
const textOf = (step: EscalationStep) => ESCALATION_STEPS.find((s) => s.value === step)?.text ?? step;

/** The rows of the escalation list: the used steps in their order, then the unused ones, then the desk. */
export function escalationRows(escalation: readonly EscalationStep[]): EscalationRow[] {
  const used = escalation.filter((s) => s !== DESK);
  const unused = ESCALATION_STEPS.map((s) => s.value).filter((s) => s !== DESK && !used.includes(s));
  return [
    ...used.map((step, i) => ({
      step,
      text: textOf(step),
      position: i + 1,
      fixed: false,
      canMoveUp: i > 0,
      canMoveDown: i < used.length - 1,
    })),
    ...unused.map((step) => ({ step, text: textOf(step), position: null, fixed: false, canMoveUp: false, canMoveDown: false })),
    { step: DESK, text: textOf(DESK), position: used.length + 1, fixed: true, canMoveUp: false, canMoveDown: false },
  ];
}

/** The escalation with a used step moved one place up (-1) or down (+1); the desk stays last. */
export function moveStep(escalation: readonly EscalationStep[], step: EscalationStep, by: -1 | 1): EscalationStep[] {
  const used = escalation.filter((s) => s !== DESK);
  const from = used.indexOf(step);
  const to = from + by;
  if (from < 0 || to < 0 || to >= used.length) return [...used, DESK];
  [used[from], used[to]] = [used[to] as EscalationStep, used[from] as EscalationStep];
  return [...used, DESK];
}

/** The escalation with a step taken in (at the end, before the desk) or left out. */
export function toggleStep(escalation: readonly EscalationStep[], step: EscalationStep, on: boolean): EscalationStep[] {
  const used = escalation.filter((s) => s !== DESK && s !== step);
  return on ? [...used, step, DESK] : [...used, DESK];
}
