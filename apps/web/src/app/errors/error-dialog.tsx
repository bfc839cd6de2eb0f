import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import WifiOffIcon from "@mui/icons-material/WifiOff";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { closeErrorDialog, useErrorDialog } from "./error-dialog-store";

/** spec §8: 'Error inesperado' and 'Error de conexión' are shown as dialogs. */
export function ErrorDialog() {
  const content = useErrorDialog();
  return (
    <Dialog open={Boolean(content)} onClose={closeErrorDialog} maxWidth="xs" fullWidth aria-labelledby="error-dialog-title">
      {content && (
        <>
          <DialogTitle id="error-dialog-title" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Box component="span" sx={{ display: "flex", color: `${content.severity}.main` }} aria-hidden>
              {content.severity === "warning" ? <WifiOffIcon /> : <ErrorOutlineIcon />}
            </Box>
            {content.title}
          </DialogTitle>
          <DialogContent>
            <DialogContentText data-testid="error-dialog-message">{content.message}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={closeErrorDialog} autoFocus>
              Aceptar
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
