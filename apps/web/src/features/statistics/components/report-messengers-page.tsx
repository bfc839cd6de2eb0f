import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import { Box, Button, LinearProgress, Paper, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import type { CourierStats, TopCouriers } from "@despacho/domain";
import { useState } from "react";
import { formatDay } from "@shared/format/date";
import { STATUS_PALETTE } from "@shared/ui/status-palette";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { useCourierStats, useTopCouriers } from "../api/statistics";
import { downloadCsv } from "../export/csv";
import { type ExportColumn, tabulate } from "../export/table";
import { downloadXlsx } from "../export/xlsx";
import { ExportTableView } from "./export-table";
import { MonthPicker, monthName } from "./month-picker";
import { currentMonth, PeriodFilter, usePeriod } from "./period-filter";

const km = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;

const courierColumns: ExportColumn<CourierStats>[] = [
  { header: "Colaborador", value: (r) => r.messenger.full_name, width: 26 },
  { header: "Finalizados", value: (r) => r.finished },
  { header: "Cancelados", value: (r) => r.cancelled },
  { header: "Distancia recorrida", value: (r) => `${km.format(r.distance_km)} km`, width: 18 },
  { header: "Tiempo en línea", value: (r) => hours(r.online_minutes), width: 16 },
  { header: "Calificación", value: (r) => (r.rating === null ? "" : r.rating.toFixed(1)) },
  { header: "Ofertas", value: (r) => r.offers },
  { header: "Aceptadas", value: (r) => r.accepted },
  { header: "Tasa de aceptación", value: (r) => (r.acceptance_rate === null ? "Sin ofertas" : `${r.acceptance_rate} %`), width: 18 },
];

type TopDay = TopCouriers["by_day"][number];
const topDayColumns: ExportColumn<TopDay>[] = [
  { header: "Día", value: (d) => formatDay(`${d.day}T12:00:00Z`) },
  { header: "Primer lugar", value: (d) => d.top[0]?.messenger.full_name ?? "", width: 24 },
  { header: "Finalizados", value: (d) => d.top[0]?.finished ?? 0 },
  { header: "Segundo lugar", value: (d) => d.top[1]?.messenger.full_name ?? "", width: 24 },
  { header: "Tercer lugar", value: (d) => d.top[2]?.messenger.full_name ?? "", width: 24 },
];

function TopOfMonth() {
  const [month, setMonth] = useState(currentMonth().from.slice(0, 7));
  const top = useTopCouriers(month);
  const days = top.data?.by_day.filter((d) => d.top.length > 0) ?? [];
  const title = `Top de colaboradores de ${monthName(month)}`;
  return (
    <Box component="section" aria-label={title} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <MonthPicker label="Mes" value={month} onChange={setMonth} />
      </Box>
      {top.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label="Cargando" />}
      {top.data && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" },
            alignItems: "start",
          }}
        >
          <Paper
            variant="outlined"
            sx={{ p: 1, minWidth: 0 }}
            role="figure"
            aria-label={`Servicios finalizados del top de ${monthName(month)}`}
          >
            {top.data.by_month.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                Ningún colaborador finalizó servicios en el mes.
              </Typography>
            ) : (
              <BarChart
                height={300}
                layout="horizontal"
                xAxis={[{ tickMinStep: 1 }]}
                yAxis={[{ scaleType: "band", data: top.data.by_month.map((r) => r.messenger.full_name), width: 120 }]}
                series={[{ label: "Finalizados", data: top.data.by_month.map((r) => r.finished), color: STATUS_PALETTE.finished.text }]}
              />
            )}
          </Paper>
          <ExportTableView label={`Top por día de ${monthName(month)}`} columns={topDayColumns} rows={days} />
        </Box>
      )}
    </Box>
  );
}

/** spec §2.2 /report-messengers, §2.4 messenger report and top messenger by day and month. */
export function ReportMessengersPage() {
  const { period, setPeriod } = usePeriod();
  const stats = useCourierStats(period);
  const rows = stats.data?.results ?? [];
  const table = () => tabulate("Colaboradores", courierColumns, rows);
  const filename = `colaboradores-${period.from}-${period.to}`;
  return (
    <>
      <PageHeader
        title="Estadísticas de colaboradores"
        subtitle="Servicios, distancia recorrida, tiempo en línea, calificación y ofertas aceptadas de cada colaborador"
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlinedIcon />}
              disabled={rows.length === 0}
              onClick={() => downloadCsv(`${filename}.csv`, table())}
            >
              Exportar CSV
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlinedIcon />}
              disabled={rows.length === 0}
              onClick={() => downloadXlsx(`${filename}.xlsx`, [table()])}
            >
              Exportar XLSX
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <PeriodFilter period={period} onChange={setPeriod} />
      </Box>
      {stats.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label="Cargando" />}
      {stats.isError && !stats.data && (
        <LoadError message="No fue posible cargar las estadísticas de los colaboradores." onRetry={() => stats.refetch()} />
      )}
      {stats.data &&
        (rows.length === 0 ? (
          <Typography color="text.secondary">Ningún colaborador tuvo actividad en el periodo.</Typography>
        ) : (
          <ExportTableView label="Colaboradores en el periodo" columns={courierColumns} rows={rows} />
        ))}
      <TopOfMonth />
    </>
  );
}
