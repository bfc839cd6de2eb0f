import { SERVICE_STATUS_LABELS, SERVICE_STATUSES, type StatsBucket } from "@despacho/domain";
import type { ExportColumn } from "../export/table";

/** A row of a counts table: its label (a day, a month, a type…) and its counts per status. */
export type CountsRow = StatsBucket & { label: string };

/** The columns of every counts table: the group, one per status, the total and the summed cost. */
export const countsColumns = (groupHeader: string): ExportColumn<CountsRow>[] => [
  { header: groupHeader, value: (r) => r.label, width: 18 },
  ...SERVICE_STATUSES.map((status) => ({ header: SERVICE_STATUS_LABELS[status], value: (r: CountsRow) => r.counts[status] })),
  { header: "Total", value: (r) => r.total },
  { header: "Costo calculado", value: (r) => r.calculated_cost, money: true, width: 16 },
];
