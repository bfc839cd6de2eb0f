import { MESSAGES, type Messenger } from "@despacho/domain";

type Marked = Pick<Messenger, "blocked" | "out_of_hours">;

/** What a courier's row says and whether it can be chosen: a blocked courier cannot; out of hours can, marked. */
export function courierMarks(m: Marked): { selectable: boolean; labels: string[] } {
  const labels: string[] = [];
  if (m.blocked) labels.push(MESSAGES.courierBlocked);
  if (m.out_of_hours) labels.push(MESSAGES.courierOutOfHours);
  return { selectable: !m.blocked, labels };
}

/** The list as the server ordered it, the couriers who cannot be chosen last. */
export const selectableFirst = <T extends Marked>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => Number(a.blocked) - Number(b.blocked));
