import { Box, MenuItem, TextField } from "@mui/material";

const MONTH_NAMES = [
  "Enero",
  "Febrero",
  "Marzo",
  "Abril",
  "Mayo",
  "Junio",
  "Julio",
  "Agosto",
  "Septiembre",
  "Octubre",
  "Noviembre",
  "Diciembre",
];
/** The years a report offers: this one and the five before. */
export const recentYears = (current: number) => Array.from({ length: 6 }, (_, i) => current - i);

/** A year chosen from the recent ones. */
export function YearPicker({ label, value, onChange }: { label: string; value: number; onChange: (year: number) => void }) {
  const years = recentYears(new Date().getFullYear());
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 110 }}>
      {(years.includes(value) ? years : [value, ...years]).map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A month as YYYY-MM, chosen by its name and year. */
export function MonthPicker({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  const [year, month] = value.split("-");
  return (
    <Box role="group" aria-label={label} sx={{ display: "flex", gap: 1 }}>
      <TextField
        select
        size="small"
        label={`${label}: mes`}
        value={month}
        onChange={(e) => onChange(`${year}-${e.target.value}`)}
        sx={{ minWidth: 140 }}
      >
        {MONTH_NAMES.map((name, i) => (
          <MenuItem key={name} value={String(i + 1).padStart(2, "0")}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <YearPicker label={`${label}: año`} value={Number(year)} onChange={(y) => onChange(`${y}-${month}`)} />
    </Box>
  );
}

/** "Noviembre 2026" */
export const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
