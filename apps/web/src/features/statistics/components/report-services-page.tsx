import { Box, Tab, Tabs } from "@mui/material";
import { previousMonth, type StatsBucket } from "@despacho/domain";
import { type ReactNode, useState } from "react";
import { formatDay } from "@shared/format/date";
import { PageHeader } from "@shared/ui/page-header";
import { useServicesBreakdown, useServicesByDay, useServicesByMonth, useServicesCompare } from "../api/statistics";
import { CountsReport } from "./counts-report";
import { MonthPicker, monthName, YearPicker } from "./month-picker";
import { currentMonth, PeriodFilter, usePeriod } from "./period-filter";

const TABS = [
  { value: "daily", label: "Por día" },
  { value: "annual", label: "Anual" },
  { value: "compare", label: "Comparar meses" },
  { value: "breakdown", label: "Por tipo y medio de pago" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

const withLabel = <T extends StatsBucket>(bucket: T, label: string) => ({ ...bucket, label });
const totalRow = (bucket: StatsBucket | undefined) => (bucket ? withLabel(bucket, "Total") : undefined);

function Filters({ children }: { children: ReactNode }) {
  return <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2 }}>{children}</Box>;
}

function Daily() {
  const [month, setMonth] = useState(currentMonth().from.slice(0, 7));
  const report = useServicesByDay(month);
  return (
    <>
      <Filters>
        <MonthPicker label="Mes" value={month} onChange={setMonth} />
      </Filters>
      <CountsReport
        title={`Servicios por día de ${monthName(month)}`}
        groupHeader="Día"
        rows={report.data?.days.map((d) => withLabel(d, formatDay(`${d.day}T12:00:00Z`)))}
        total={totalRow(report.data?.total)}
        filename={`servicios-por-dia-${month}`}
        loading={report.isFetching}
      />
    </>
  );
}

function Annual() {
  const [year, setYear] = useState(Number(currentMonth().from.slice(0, 4)));
  const report = useServicesByMonth(year);
  return (
    <>
      <Filters>
        <YearPicker label="Año" value={year} onChange={setYear} />
      </Filters>
      <CountsReport
        title={`Servicios por mes de ${year}`}
        groupHeader="Mes"
        rows={report.data?.months.map((m) => withLabel(m, monthName(m.month)))}
        total={totalRow(report.data?.total)}
        filename={`servicios-anual-${year}`}
        loading={report.isFetching}
      />
    </>
  );
}

function Compare() {
  const [second, setSecond] = useState(currentMonth().from.slice(0, 7));
  const [first, setFirst] = useState(previousMonth(second));
  const report = useServicesCompare(first, second);
  return (
    <>
      <Filters>
        <MonthPicker label="Primer mes" value={first} onChange={setFirst} />
        <MonthPicker label="Segundo mes" value={second} onChange={setSecond} />
      </Filters>
      <CountsReport
        title={`Comparación de ${monthName(first)} y ${monthName(second)}`}
        groupHeader="Mes"
        rows={report.data?.periods.map((p) => withLabel(p, monthName(p.month)))}
        filename={`servicios-comparacion-${first}-${second}`}
        loading={report.isFetching}
      />
    </>
  );
}

function Breakdown() {
  const { period, setPeriod } = usePeriod();
  const report = useServicesBreakdown(period);
  return (
    <>
      <Filters>
        <PeriodFilter period={period} onChange={setPeriod} />
      </Filters>
      <Box sx={{ display: "grid", gap: 3 }}>
        <CountsReport
          title="Servicios por tipo de servicio"
          groupHeader="Tipo de servicio"
          rows={report.data?.by_type.map((r) => withLabel(r, r.name))}
          filename={`servicios-por-tipo-${period.from}-${period.to}`}
          loading={report.isFetching}
        />
        <CountsReport
          title="Servicios por medio de pago"
          groupHeader="Medio de pago"
          rows={report.data?.by_payment_method.map((r) => withLabel(r, r.name))}
          filename={`servicios-por-medio-de-pago-${period.from}-${period.to}`}
          loading={report.isFetching}
        />
      </Box>
    </>
  );
}

const VIEWS: Record<TabValue, () => ReactNode> = { daily: Daily, annual: Annual, compare: Compare, breakdown: Breakdown };

/** spec §2.2 /report-services, §2.4 reports: services by status per day, per month (annual), two months compared, by type and method. */
export function ReportServicesPage() {
  const [tab, setTab] = useState<TabValue>("daily");
  const View = VIEWS[tab];
  return (
    <>
      <PageHeader title="Estadísticas de servicios" subtitle="Servicios de la sucursal por estado, según el día en que se crearon" />
      <Tabs
        value={tab}
        onChange={(_, value: TabValue) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="Vistas del reporte"
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      <View />
    </>
  );
}
