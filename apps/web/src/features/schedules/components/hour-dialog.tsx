import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material";
import { messengerWorkingHourInputSchema, WEEKDAYS, type WorkingHour, workingHourInputSchema } from "@despacho/domain";
import { type FormEvent, useState } from "react";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { TimeField } from "./time-field";

type Errors = Partial<Record<"messenger" | "weekday" | "starts_at" | "ends_at", string>>;

export interface HourValues {
  weekday: number;
  starts_at: string;
  ends_at: string;
  messenger?: string;
}

interface HourDialogProps {
  title: string;
  /** The span to change; absent to add one. */
  hour?: WorkingHour;
  /** A courier's hours: the courier is chosen too (given when changing one of theirs). */
  courier?: { value: CourierOption | null };
  busy: boolean;
  onSave: (values: HourValues) => void;
  onClose: () => void;
}

/** A weekly span: the weekday and the hours it starts and ends (the headquarter's wall clock); for a courier, whose. */
export function HourDialog({ title, hour, courier, busy, onSave, onClose }: HourDialogProps) {
  const [who, setWho] = useState<CourierOption | null>(courier?.value ?? null);
  const [weekday, setWeekday] = useState(hour?.weekday ?? 1);
  const [startsAt, setStartsAt] = useState(hour?.starts_at ?? "08:00");
  const [endsAt, setEndsAt] = useState(hour?.ends_at ?? "17:00");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { weekday, starts_at: startsAt, ends_at: endsAt };
    const parsed = courier
      ? messengerWorkingHourInputSchema.safeParse({ ...values, messenger: who?.uuid ?? "" })
      : workingHourInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.path[0] === "messenger" ? "Campo requerido" : i.message])),
      );
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="hour-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="hour-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {courier && <CourierAutocomplete label="Colaborador" value={who} onChange={setWho} required error={errors.messenger} />}
            <TextField select label="Día" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))} required>
              {WEEKDAYS.map(({ key, label }, day) => (
                <MenuItem key={key} value={day}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TimeField label="Desde" value={startsAt} onChange={setStartsAt} error={errors.starts_at} />
            <TimeField label="Hasta" value={endsAt} onChange={setEndsAt} error={errors.ends_at} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
