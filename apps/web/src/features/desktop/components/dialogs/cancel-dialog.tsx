import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import type { Service } from "@despacho/domain";
import { useState } from "react";
import { useCancelService } from "../../api/cancel-service";

const REASON_MAX = 500;

/** spec §4: cancelling asks for confirmation, with an optional reason. */
export function CancelDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const cancel = useCancelService();
  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    cancel.mutate({ uuid: service.uuid, version: service.version, reason: reason.trim() || undefined }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={cancel.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-dialog-title">¿Cancelar el servicio #{service.consecutive}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {service.name} · {service.locations[0]?.address}
          </DialogContentText>
          <TextField
            label="Motivo (opcional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            autoFocus
            onKeyDown={(e) => {
              // Enter confirms; Shift+Enter starts a new line.
              if (e.key === "Enter" && !e.shiftKey) submit(e);
            }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            helperText={`${reason.length}/${REASON_MAX}`}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={cancel.isPending}>
            No
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={cancel.isPending}>
            Sí, cancelar servicio
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
