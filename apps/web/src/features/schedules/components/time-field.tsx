import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { esES } from "@mui/x-date-pickers/locales";
import { TimePicker } from "@mui/x-date-pickers/TimePicker";
import dayjs from "dayjs";
import "dayjs/locale/es";

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

interface TimeFieldProps {
  label: string;
  /** "HH:MM" (24 h), or "" for none. */
  value: string;
  onChange: (time: string) => void;
  error?: string;
}

/** A wall-clock time picked on the 12-hour clock (spec §1) and kept as "HH:MM". */
export function TimeField({ label, value, onChange, error }: TimeFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <TimePicker
        label={label}
        ampm
        format="hh:mm a"
        value={value && value !== "24:00" ? dayjs(`2000-01-01T${value}`) : null}
        onChange={(time) => onChange(time?.isValid() ? time.format("HH:mm") : "")}
        slotProps={{ textField: { required: true, fullWidth: true, error: Boolean(error), helperText: error } }}
      />
    </LocalizationProvider>
  );
}
