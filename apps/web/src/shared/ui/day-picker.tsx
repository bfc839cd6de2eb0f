import type { SxProps, Theme } from "@mui/material";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { esES } from "@mui/x-date-pickers/locales";
import "dayjs/locale/es";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { zonedDayjs } from "./zoned-dayjs";

const DAY = "YYYY-MM-DD";
const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

interface DayPickerProps {
  label: string;
  /** YYYY-MM-DD, or "" for no day. */
  value: string;
  onChange: (day: string) => void;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A calendar day written and picked the Colombian way (dd/mm/aaaa, Spanish calendar), whatever the
 * browser's own language: the native date input followed the browser and showed mm/dd/yyyy. Its today is
 * the headquarter's (a Tokyo headquarter's day starts while Bogotá's browser is still on the day before).
 */
export function DayPicker({ label, value, onChange, helperText, sx }: DayPickerProps) {
  const zone = useDisplayTimeZone();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DatePicker
        label={label}
        timezone={zone}
        value={value ? zonedDayjs(value, zone) : null}
        format="DD/MM/YYYY"
        // Half-typed days are not sent; a cleared field means every day.
        onChange={(day) => {
          if (day === null) onChange("");
          else if (day.isValid()) onChange(day.format(DAY));
        }}
        slotProps={{ textField: { size: "small", helperText }, field: { clearable: true } }}
        sx={sx}
      />
    </LocalizationProvider>
  );
}
