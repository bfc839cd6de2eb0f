import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import type { Service } from "@despacho/domain";
import { formatCop } from "@shared/format/money";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { SurchargeBreakdownTable } from "@shared/ui/surcharge-breakdown-table";
import { useServiceSurcharges } from "../../api/get-service-surcharges";

/** spec §2.4 surcharges dialog: how the service type prices this route today, beside the charged cost. */
export function SurchargesDialog({ service, open, onClose }: { service: Service; open: boolean; onClose: () => void }) {
  const surcharges = useServiceSurcharges(service, open);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="surcharges-title">
      <DialogTitle id="surcharges-title">Recargos del servicio #{service.consecutive}</DialogTitle>
      <DialogContent>
        <DelayedLoader active={surcharges.isPending} label="Calculando recargos" />
        {surcharges.isError && <Alert severity="error">No fue posible calcular los recargos.</Alert>}
        {surcharges.data && <SurchargeBreakdownTable breakdown={surcharges.data} />}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Costo cobrado en el servicio: {formatCop(service.calculated_cost)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
