import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import type { Service } from "@despacho/domain";
import { type FormEvent, useState } from "react";
import { useFinishService } from "../../api/finish-service";

const FIELD_MAX = 200;

/** spec §2.4 finished-data dialog: who received and notes, sent as completion_data (after can-finish said yes). */
export function FinishDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const [receivedBy, setReceivedBy] = useState("");
  const [notes, setNotes] = useState("");
  const finish = useFinishService();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const completionData: Record<string, string> = {};
    if (receivedBy.trim()) completionData.received_by = receivedBy.trim();
    if (notes.trim()) completionData.notes = notes.trim();
    finish.mutate({ uuid: service.uuid, version: service.version, completionData }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={finish.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="finish-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="finish-dialog-title">Finalizar servicio #{service.consecutive}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {service.messenger ? `Colaborador: ${service.messenger.full_name}` : "Sin colaborador"}
          </DialogContentText>
          <TextField
            label="Recibido por"
            value={receivedBy}
            onChange={(e) => setReceivedBy(e.target.value)}
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: FIELD_MAX } }}
          />
          <TextField
            label="Observaciones"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: FIELD_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={finish.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="success" disabled={finish.isPending}>
            Finalizar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
