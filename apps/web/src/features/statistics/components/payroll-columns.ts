import { MESSENGER_PAYMENT_METHODS, type PayrollCourier, type PayrollEntry, PAYROLL_ENTRY_LABELS } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";
import type { ExportColumn } from "../export/table";

// The columns of the payroll tables, the same on screen, in the workbook and in the PDF.

export const courierColumns: ExportColumn<PayrollCourier>[] = [
  { header: "Colaborador", value: (r) => r.messenger.full_name, width: 28 },
  { header: "Servicios", value: (r) => r.services },
  { header: "Ganado", value: (r) => r.earned, money: true },
  { header: "Pagado", value: (r) => r.paid, money: true },
  { header: MESSENGER_PAYMENT_METHODS.cash, value: (r) => r.payment_methods.cash, money: true },
  { header: MESSENGER_PAYMENT_METHODS.transfer, value: (r) => r.payment_methods.transfer, money: true },
  { header: MESSENGER_PAYMENT_METHODS.payroll, value: (r) => r.payment_methods.payroll, money: true },
  { header: "Ajustes", value: (r) => r.adjusted, money: true },
  { header: "Neto del periodo", value: (r) => r.owed, money: true },
  { header: "Saldo actual", value: (r) => r.balance, money: true },
];

export const entryColumns: ExportColumn<PayrollEntry>[] = [
  { header: "Fecha", value: (e) => formatDateTime(e.created_at), width: 22 },
  { header: "Movimiento", value: (e) => `${PAYROLL_ENTRY_LABELS[e.kind]}${e.cancelled ? " (anulado)" : ""}`, width: 22 },
  { header: "Servicio", value: (e) => (e.service ? `#${e.service.consecutive}` : "") },
  { header: "Costo del servicio", value: (e) => e.service?.calculated_cost ?? "", money: true },
  { header: "Medio de pago", value: (e) => (e.method ? MESSENGER_PAYMENT_METHODS[e.method] : "") },
  { header: "Valor", value: (e) => e.amount, money: true },
  { header: "Motivo", value: (e) => e.reason ?? "", width: 28 },
  { header: "Registrado por", value: (e) => e.created_by ?? "", width: 22 },
];
