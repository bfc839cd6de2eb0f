import type { MessengerPaymentMethod, PayrollCourier, PayrollEntry } from "@despacho/domain";
import type { PayrollEntryRow } from "./ledger.js";
import type { FigureRow } from "./queries/figures.js";
import { figuresOf } from "./queries/figures.js";

type Named = { firstName: string; lastName: string };
const fullName = (user: Named | null) => (user ? `${user.firstName} ${user.lastName}`.trim() : null);

export const presentMessengerRef = (row: Named & { messengerId: string }) => ({
  uuid: row.messengerId,
  full_name: fullName(row) ?? "",
});

export const presentCourierFigures = (row: FigureRow & Named & { messengerId: string; balance: number }): PayrollCourier => ({
  messenger: presentMessengerRef(row),
  balance: row.balance,
  ...figuresOf(row),
});

export function presentEntry(
  entry: PayrollEntryRow,
  extra: {
    service?: { id: string | null; consecutive: number | null; cost: number | null } | null;
    by?: Named | null;
    cancelled?: boolean;
  } = {},
): PayrollEntry {
  const service = extra.service;
  return {
    id: String(entry.id),
    kind: entry.kind,
    amount: entry.amount,
    method: (entry.method as MessengerPaymentMethod | null) ?? null,
    reason: entry.reason,
    service:
      service?.id && service.consecutive !== null && service.cost !== null
        ? { uuid: service.id, consecutive: service.consecutive, calculated_cost: service.cost }
        : null,
    payment: entry.paymentId,
    cancelled: extra.cancelled ?? false,
    created_by: extra.by ? fullName(extra.by) : null,
    created_at: entry.createdAt.toISOString(),
  };
}
