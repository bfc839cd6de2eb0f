import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import { Box, Button, IconButton, Tooltip } from "@mui/material";
import { LIST_LIMIT_MAX, PAGE_SIZE, type PayrollCourier } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatCop } from "@shared/format/money";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { QueryGrid } from "@shared/ui/paged-grid";
import { actionsColumn } from "@shared/ui/row-actions";
import { notify } from "@shared/ui/toast-store";
import { payrollGeneralQueryOptions, usePayrollGeneral } from "../api/payroll";
import { tabulate } from "../export/table";
import { downloadXlsx } from "../export/xlsx";
import { gridColumns } from "./export-grid";
import { FigureCards } from "./figure-cards";
import { courierColumns } from "./payroll-columns";
import { PayrollCourierDialog } from "./payroll-courier-dialog";
import { PeriodFilter, usePeriod } from "./period-filter";

/** spec §2.2 /report-Payroll-general: per courier what it earned, was paid (by method) and is owed in the period. */
export function PayrollGeneralPage() {
  const { period, setPeriod } = usePeriod();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<PayrollCourier | null>(null);
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const general = usePayrollGeneral(period, page);
  const total = general.data?.total;

  const columns = [
    actionsColumn<PayrollCourier>(90, (row) => (
      <Tooltip title="Ver detalle">
        <IconButton size="small" aria-label={`Ver detalle de ${row.messenger.full_name}`} onClick={() => setOpen(row)}>
          <ReceiptLongOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    )),
    ...gridColumns(courierColumns),
  ];

  const exportAll = async () => {
    setExporting(true);
    try {
      const rows: PayrollCourier[] = [];
      let more = true;
      for (let p = 0; more; p += 1) {
        const chunk = await queryClient.fetchQuery(payrollGeneralQueryOptions(period, p, LIST_LIMIT_MAX));
        rows.push(...chunk.results);
        more = chunk.next !== null;
      }
      await downloadXlsx(`nomina-general-${period.from}-${period.to}.xlsx`, [tabulate("Nómina general", courierColumns, rows)]);
    } catch {
      notify.error("No fue posible exportar la nómina");
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Nómina general"
        subtitle="Lo ganado, pagado y por pagar a cada colaborador en el periodo"
        actions={
          <Button variant="outlined" startIcon={<DownloadOutlinedIcon />} onClick={exportAll} disabled={exporting || !general.data?.count}>
            Exportar XLSX
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <PeriodFilter
          period={period}
          onChange={(next) => {
            setPeriod(next);
            setPage(0);
          }}
        />
      </Box>
      {total && (
        <FigureCards
          label="Totales del periodo"
          figures={[
            { label: "Servicios", value: String(total.services) },
            { label: "Ganado", value: formatCop(total.earned) },
            { label: "Pagado", value: formatCop(total.paid) },
            { label: "Ajustes", value: formatCop(total.adjusted) },
            { label: "Neto del periodo", value: formatCop(total.owed) },
          ]}
        />
      )}
      <QueryGrid
        label="Nómina por colaborador"
        query={general}
        loadError="No fue posible cargar la nómina."
        empty={<EmptyState title="No hay movimientos de nómina en el periodo" hint="Prueba con otras fechas." />}
        columns={columns}
        getRowId={(row) => row.messenger.uuid}
        pageSize={PAGE_SIZE.default}
        page={page}
        onPage={setPage}
      />
      {open && <PayrollCourierDialog courier={open.messenger} period={period} onClose={() => setOpen(null)} />}
    </>
  );
}
