import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { EXCLUDED_REASON_MAX, excludedHourInputSchema, zonedLocalToIso } from "@despacho/domain";
import { type FormEvent, useState } from "react";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { useCreateExcludedHour } from "../api/messenger-hours";
import { DateTimeField } from "@shared/ui/date-time-field";

type Errors = Partial<Record<"messenger" | "starts_at" | "ends_at" | "reason", string>>;

/** Hours a courier does not work although their weekly hours say so (a day off, an appointment). */
export function ExcludedHourDialog({ courier, onClose }: { courier: CourierOption | null; onClose: () => void }) {
  const create = useCreateExcludedHour();
  const zone = useDisplayTimeZone();
  const [who, setWho] = useState<CourierOption | null>(courier);
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = excludedHourInputSchema.safeParse({
      messenger: who?.uuid ?? "",
      starts_at: startsAt ? zonedLocalToIso(zone, startsAt) : "",
      ends_at: endsAt ? zonedLocalToIso(zone, endsAt) : "",
      reason: reason.trim() || undefined,
    });
    if (!parsed.success) {
      const required = (field: string) => field === "messenger" || (field === "starts_at" && !startsAt) || (field === "ends_at" && !endsAt);
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), required(String(i.path[0])) ? "Campo requerido" : i.message]),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="excluded-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="excluded-dialog-title">Agregar horas excluidas</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <CourierAutocomplete label="Colaborador" value={who} onChange={setWho} required error={errors.messenger} />
            <DateTimeField label="Desde" value={startsAt} onChange={setStartsAt} error={errors.starts_at} />
            <DateTimeField label="Hasta" value={endsAt} onChange={setEndsAt} error={errors.ends_at} />
            <TextField
              label="Motivo (opcional)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason}
              slotProps={{ htmlInput: { maxLength: EXCLUDED_REASON_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
