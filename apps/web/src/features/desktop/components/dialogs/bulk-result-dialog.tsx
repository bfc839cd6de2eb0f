import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from "@mui/material";
import type { BulkResult } from "@despacho/domain";

interface BulkResultDialogProps {
  result: BulkResult;
  /** consecutive of each service uuid, to name refused ones. */
  consecutiveOf: (uuid: string) => number | undefined;
  onClose: () => void;
}

/** What a mass action could not do, service by service, with the server's reason. */
export function BulkResultDialog({ result, consecutiveOf, onClose }: BulkResultDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-result-title">
      <DialogTitle id="bulk-result-title">Resultado de la acción masiva</DialogTitle>
      <DialogContent>
        <Alert severity={result.updated.length > 0 ? "success" : "info"} sx={{ mb: 2 }}>
          {result.updated.length} {result.updated.length === 1 ? "servicio actualizado" : "servicios actualizados"}
        </Alert>
        {result.refused.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {result.refused.length} {result.refused.length === 1 ? "servicio no se pudo actualizar" : "servicios no se pudieron actualizar"}
          </Alert>
        )}
        <List dense aria-label="Servicios rechazados">
          {result.refused.map((r) => {
            const consecutive = consecutiveOf(r.uuid);
            return (
              <ListItem key={r.uuid} disableGutters>
                <ListItemText primary={consecutive ? `Servicio #${consecutive}` : r.uuid} secondary={r.detail} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
