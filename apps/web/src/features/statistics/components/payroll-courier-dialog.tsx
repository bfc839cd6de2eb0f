import PictureAsPdfOutlinedIcon from "@mui/icons-material/PictureAsPdfOutlined";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from "@mui/material";
import { LIST_LIMIT_MAX, PAGE_SIZE, type PayrollEntry } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { formatDay } from "@shared/format/date";
import { formatCop } from "@shared/format/money";
import { EmptyState } from "@shared/ui/empty-state";
import { QueryGrid } from "@shared/ui/paged-grid";
import { actionsColumn } from "@shared/ui/row-actions";
import { notify } from "@shared/ui/toast-store";
import { type Period, payrollCourierQueryOptions, usePayrollCourier } from "../api/payroll";
import { downloadPdf } from "../export/pdf";
import { tabulate } from "../export/table";
import { CancelPaymentDialog } from "./cancel-payment-dialog";
import { gridColumns } from "./export-grid";
import { FigureCards } from "./figure-cards";
import { entryColumns } from "./payroll-columns";

interface Props {
  courier: { uuid: string; full_name: string };
  period: Period;
  onClose: () => void;
}

/** One courier's payroll in the period: its figures, every movement (a payment may be cancelled) and its PDF. */
export function PayrollCourierDialog({ courier, period, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<PayrollEntry | null>(null);
  const [printing, setPrinting] = useState(false);
  const queryClient = useQueryClient();
  const detail = usePayrollCourier(courier.uuid, period, page);
  const total = detail.data?.total;
  const page_ = detail.data && { ...detail.data, results: detail.data.results.detail };

  const figures = total
    ? [
        { label: "Servicios", value: String(total.services) },
        { label: "Ganado", value: formatCop(total.earned) },
        { label: "Pagado", value: formatCop(total.paid) },
        { label: "Ajustes", value: formatCop(total.adjusted) },
        { label: "Neto del periodo", value: formatCop(total.owed) },
        { label: "Saldo actual", value: formatCop(total.balance) },
      ]
    : [];

  const columns = [
    actionsColumn<PayrollEntry>(110, (row) =>
      row.kind === "payment" && !row.cancelled && row.payment ? (
        <Button size="small" color="error" onClick={() => setCancelling(row)} aria-label={`Anular pago de ${formatCop(-row.amount)}`}>
          Anular
        </Button>
      ) : null,
    ),
    ...gridColumns(entryColumns),
  ];

  const print = async () => {
    setPrinting(true);
    try {
      const entries: PayrollEntry[] = [];
      let more = true;
      for (let p = 0; more; p += 1) {
        const chunk = await queryClient.fetchQuery(payrollCourierQueryOptions(courier.uuid, period, p, LIST_LIMIT_MAX));
        entries.push(...chunk.results.detail);
        more = chunk.next !== null;
      }
      await downloadPdf({
        title: `Nómina de ${courier.full_name}`,
        subtitle: `Del ${formatDay(`${period.from}T12:00:00Z`)} al ${formatDay(`${period.to}T12:00:00Z`)}`,
        figures: figures.map((f) => [f.label, f.value]),
        table: tabulate("Movimientos", entryColumns, entries),
        filename: `nomina-${courier.full_name.replaceAll(" ", "-").toLowerCase()}-${period.from}-${period.to}.pdf`,
      });
    } catch {
      notify.error("No fue posible generar el PDF");
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Nómina de {courier.full_name}</DialogTitle>
      <DialogContent>
        {total && <FigureCards label={`Totales de ${courier.full_name}`} figures={figures} />}
        <QueryGrid
          label={`Movimientos de ${courier.full_name}`}
          query={{ ...detail, data: page_ }}
          loadError="No fue posible cargar los movimientos."
          empty={<EmptyState title="No hay movimientos en el periodo" />}
          columns={columns}
          pageSize={PAGE_SIZE.default}
          page={page}
          onPage={setPage}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<PictureAsPdfOutlinedIcon />} onClick={print} disabled={printing || !detail.data}>
          Descargar PDF
        </Button>
        <Button variant="contained" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
      {cancelling?.payment && (
        <CancelPaymentDialog paymentId={cancelling.payment} amount={-cancelling.amount} onClose={() => setCancelling(null)} />
      )}
    </Dialog>
  );
}
