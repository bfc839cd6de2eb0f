import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from "@mui/material";
import { useId } from "react";
import { notify } from "@shared/ui/toast-store";

interface SecretDialogProps {
  title: string;
  label: string;
  value: string;
  /** What the user must know (e.g. it will not be shown again). */
  hint: string;
  onClose: () => void;
}

/** A key or a signing secret, read-only, with a button that copies it. */
export function SecretDialog({ title, label, value, hint, onClose }: SecretDialogProps) {
  const titleId = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    notify.success("Copiado");
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {hint}
        </Alert>
        <TextField
          label={label}
          value={value}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: "monospace" } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copiar">
                    <IconButton aria-label={`Copiar ${label.toLowerCase()}`} onClick={copy} edge="end">
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Listo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
