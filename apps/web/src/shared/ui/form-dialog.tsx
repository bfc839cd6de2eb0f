import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type FormEventHandler, type ReactNode, useId } from "react";

interface FormDialogProps {
  title: string;
  onSubmit: FormEventHandler;
  onClose: () => void;
  /** While saving: the buttons are off and the dialog does not close. */
  pending: boolean;
  /** 'Guardar' stays off while the form cannot be sent (e.g. an empty name). */
  canSubmit?: boolean;
  maxWidth?: "xs" | "sm";
  children: ReactNode;
}

/** A dialog that adds or edits one thing: its title, the fields, then 'Cancelar' and 'Guardar'. */
export function FormDialog({ title, onSubmit, onClose, pending, canSubmit = true, maxWidth = "xs", children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={pending || !canSubmit}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
