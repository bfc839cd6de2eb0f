import { MESSENGER_PAYMENT_METHODS, type MessengerPayment } from "@despacho/domain";
import { useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { formatCop } from "@shared/format/money";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { useCourierPayments } from "../api/get-courier-payments";
import { DetailSection } from "./detail-section";
import { PagedTable } from "./paged-table";
import type { TableColumn } from "@shared/ui/responsive-table";

const COLUMNS: TableColumn<MessengerPayment>[] = [
  { header: "Fecha", cell: (p) => formatDateTime(p.created_at) },
  { header: "Valor", align: "right", cell: (p) => formatCop(p.amount) },
  { header: "Medio", cell: (p) => MESSENGER_PAYMENT_METHODS[p.method] },
  { header: "Nota", cell: (p) => p.note ?? "—" },
  { header: "Registrado por", cell: (p) => p.created_by ?? "—" },
];

/** The payments the headquarter made to the courier (the history is kept), newest first. */
export function CourierPayments({ courierId, action }: { courierId: string; action?: React.ReactNode }) {
  const [page, setPage] = useState(0);
  const payments = useCourierPayments(courierId, page);
  return (
    <DetailSection title="Pagos" action={action}>
      {payments.isPending && <DelayedLoader label="Cargando pagos" />}
      {payments.isError && <LoadError message="No fue posible cargar los pagos." onRetry={() => payments.refetch()} />}
      {payments.data && (
        <PagedTable
          label="Pagos al colaborador"
          rows={payments.data.results}
          count={payments.data.count}
          page={page}
          onPage={setPage}
          rowKey={(p) => p.id}
          columns={COLUMNS}
          empty="Aún no hay pagos registrados."
        />
      )}
    </DetailSection>
  );
}
