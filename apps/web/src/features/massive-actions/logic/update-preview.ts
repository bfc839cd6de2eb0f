import type { Service } from "@despacho/domain";
import { formatCop } from "@shared/format/money";

/** What the massive update sets (spec §4 one-at-a-time edit with change_service): absent, unchanged. */
export interface UpdateChoice {
  calculated_cost?: number;
  required_value?: number;
  /** The tags every service will carry instead of its own: their ids and names. */
  tags?: { uuid: string; name: string }[];
  is_payment_verified?: boolean;
}

const yesNo = (value: boolean) => (value ? "Sí" : "No");
const tagList = (names: string[]) => (names.length > 0 ? names.join(", ") : "sin etiquetas");

/** The preview of the update on one service: each field, before → after. */
export function updatePreview(
  service: Pick<Service, "calculated_cost" | "required_value" | "tags" | "is_payment_verified">,
  choice: UpdateChoice,
) {
  return [
    choice.calculated_cost !== undefined && `Costo ${formatCop(service.calculated_cost)} → ${formatCop(choice.calculated_cost)}`,
    choice.required_value !== undefined && `Valor requerido ${formatCop(service.required_value)} → ${formatCop(choice.required_value)}`,
    choice.tags !== undefined && `Etiquetas ${tagList(service.tags)} → ${tagList(choice.tags.map((t) => t.name))}`,
    choice.is_payment_verified !== undefined &&
      `Pago verificado ${yesNo(service.is_payment_verified)} → ${yesNo(choice.is_payment_verified)}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The body of POST /massive-service-update/: the tags by id; null when nothing changes. */
export function updateBody(choice: UpdateChoice) {
  const { tags, ...rest } = choice;
  const changes = { ...rest, ...(tags && { tags: tags.map((t) => t.uuid) }) };
  return Object.values(changes).some((v) => v !== undefined) ? { changes } : null;
}
