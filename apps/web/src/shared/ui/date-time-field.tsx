import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DateTimePicker } from "@mui/x-date-pickers/DateTimePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { esES } from "@mui/x-date-pickers/locales";
import "dayjs/locale/es";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { zonedDayjs } from "./zoned-dayjs";

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

interface DateTimeFieldProps {
  label: string;
  /** "YYYY-MM-DDTHH:mm", a wall-clock time in the headquarter's zone, or "" for none. */
  value: string;
  onChange: (local: string) => void;
  error?: string;
}

/** A day and time picked the Colombian way (dd/mm/aaaa, 12-hour clock), read in the headquarter's zone. */
export function DateTimeField({ label, value, onChange, error }: DateTimeFieldProps) {
  const zone = useDisplayTimeZone();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DateTimePicker
        label={label}
        ampm
        format="DD/MM/YYYY hh:mm a"
        timezone={zone}
        value={value ? zonedDayjs(value, zone) : null}
        onChange={(at) => onChange(at?.isValid() ? at.format("YYYY-MM-DDTHH:mm") : "")}
        slotProps={{ textField: { required: true, fullWidth: true, error: Boolean(error), helperText: error } }}
      />
    </LocalizationProvider>
  );
}
