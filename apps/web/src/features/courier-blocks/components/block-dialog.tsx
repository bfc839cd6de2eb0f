import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { BLOCK_REASON_MAX, blockInputSchema, zonedDay } from "@despacho/domain";
import { type FormEvent, useState } from "react";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { DayPicker } from "@shared/ui/day-picker";
import { useBlockMessenger } from "../api/block-messenger";

type Errors = Partial<Record<"messenger" | "reason" | "ends_at", string>>;

/** Block a courier of the headquarter: who, why, and optionally the last day of the block (es-CO calendar). */
export function BlockDialog({ onClose }: { onClose: () => void }) {
  const block = useBlockMessenger();
  const zone = useDisplayTimeZone();
  const [courier, setCourier] = useState<CourierOption | null>(null);
  const [reason, setReason] = useState("");
  const [lastDay, setLastDay] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blockInputSchema.safeParse({
      messenger: courier?.uuid ?? "",
      reason,
      // The block lasts through the chosen day of the headquarter's zone.
      ends_at: lastDay ? zonedDay(zone, lastDay).end.toISOString() : null,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.path[0] === "messenger" ? "Campo requerido" : i.message])),
      );
      return;
    }
    setErrors({});
    block.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={block.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="block-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="block-dialog-title">Bloquear colaborador</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <CourierAutocomplete label="Colaborador" value={courier} onChange={setCourier} required error={errors.messenger} autoFocus />
            <TextField
              label="Motivo"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={3}
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? `${reason.length}/${BLOCK_REASON_MAX}`}
              slotProps={{ htmlInput: { maxLength: BLOCK_REASON_MAX } }}
            />
            <DayPicker
              label="Bloqueado hasta (opcional)"
              value={lastDay}
              onChange={setLastDay}
              helperText={errors.ends_at ?? "Incluye ese día. Sin fecha, el bloqueo sigue hasta que lo desbloqueen."}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={block.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={block.isPending}>
            Bloquear
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
