import { Paper } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { SERVICE_STATUS_LABELS, SERVICE_STATUSES, type StatsBucket } from "@despacho/domain";
import { STATUS_PALETTE } from "@shared/ui/status-palette";

/** Services per status stacked in one bar per group (day, month…), in the status colours of the desk. */
export function StatusChart({ label, groups }: { label: string; groups: (StatsBucket & { label: string })[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, minWidth: 0 }} role="figure" aria-label={label}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: "band", data: groups.map((g) => g.label) }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={SERVICE_STATUSES.map((status) => ({
          id: status,
          label: SERVICE_STATUS_LABELS[status],
          data: groups.map((g) => g.counts[status]),
          stack: "total",
          color: STATUS_PALETTE[status].text,
        }))}
        slotProps={{ legend: { direction: "horizontal", position: { vertical: "top", horizontal: "center" } } }}
      />
    </Paper>
  );
}
