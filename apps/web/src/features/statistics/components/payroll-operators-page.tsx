import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import { Box, Button } from "@mui/material";
import type { PayrollOperator } from "@despacho/domain";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { PagedGrid } from "@shared/ui/paged-grid";
import { usePayrollOperators } from "../api/payroll";
import type { ExportColumn } from "../export/table";
import { tabulate } from "../export/table";
import { downloadXlsx } from "../export/xlsx";
import { gridColumns } from "./export-grid";
import { PeriodFilter, usePeriod } from "./period-filter";

const operatorColumns: ExportColumn<PayrollOperator>[] = [
  { header: "Operador", value: (r) => r.user.full_name, width: 28 },
  { header: "Servicios creados", value: (r) => r.services_created, width: 18 },
  { header: "Servicios gestionados", value: (r) => r.services_handled, width: 20 },
  { header: "Pagos registrados", value: (r) => r.payments, width: 18 },
  { header: "Valor pagado", value: (r) => r.paid, money: true, width: 16 },
  { header: "Ajustes", value: (r) => r.adjustments },
];
const columns = gridColumns(operatorColumns);

/** spec §2.2 /report-Payroll-operators: what each operator created and handled, and the payments they recorded. */
export function PayrollOperatorsPage() {
  const { period, setPeriod } = usePeriod();
  const operators = usePayrollOperators(period);
  const rows = operators.data?.results ?? [];
  return (
    <>
      <PageHeader
        title="Nómina por operador"
        subtitle="Servicios creados y gestionados, y pagos registrados por cada operador en el periodo"
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            disabled={rows.length === 0}
            onClick={() =>
              downloadXlsx(`nomina-operadores-${period.from}-${period.to}.xlsx`, [tabulate("Operadores", operatorColumns, rows)])
            }
          >
            Exportar XLSX
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <PeriodFilter period={period} onChange={setPeriod} />
      </Box>
      {operators.isError && !operators.data && (
        <LoadError message="No fue posible cargar los operadores." onRetry={() => operators.refetch()} />
      )}
      {operators.data && rows.length === 0 ? (
        <EmptyState title="Ningún operador tuvo actividad en el periodo" hint="Prueba con otras fechas." />
      ) : (
        <PagedGrid
          label="Actividad por operador"
          data={{ count: rows.length, next: null, previous: null, results: rows }}
          fetching={operators.isFetching}
          columns={columns}
          getRowId={(row) => row.user.uuid}
          pageSize={Math.max(rows.length, 1)}
          page={0}
          onPage={() => undefined}
        />
      )}
    </>
  );
}
