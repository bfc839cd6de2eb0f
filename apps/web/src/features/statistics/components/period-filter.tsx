import { Box } from "@mui/material";
import { zonedDate } from "@despacho/domain";
import { useState } from "react";
import { displayTimeZone } from "@shared/format/time-zone";
import { DayPicker } from "@shared/ui/day-picker";

export interface Period {
  from: string;
  to: string;
}

/** This month so far, in the headquarter's days. */
export const currentMonth = (): Period => {
  const today = zonedDate(displayTimeZone());
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/** The period a report reads, from the first of this month to today until the user picks other days. */
export function usePeriod() {
  const [period, setPeriod] = useState<Period>(currentMonth);
  return { period, setPeriod };
}

/** 'Desde' and 'Hasta' (both included); an emptied day goes back to this month's. */
export function PeriodFilter({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const month = currentMonth();
  return (
    <Box role="group" aria-label="Periodo" sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 200px)" } }}>
      <DayPicker label="Desde" value={period.from} onChange={(from) => onChange({ ...period, from: from || month.from })} />
      <DayPicker label="Hasta" value={period.to} onChange={(to) => onChange({ ...period, to: to || month.to })} />
    </Box>
  );
}
