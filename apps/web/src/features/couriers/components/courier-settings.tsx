import { Button, FormControlLabel, Switch, Typography } from "@mui/material";
import type { MessengerRow } from "@despacho/domain";
import { useState } from "react";
import { formatCop } from "@shared/format/money";
import { useUpdateCourierSettings } from "../api/update-courier-settings";
import { AdjustmentDialog } from "./adjustment-dialog";
import { DetailSection } from "./detail-section";

/**
 * spec §3 Messenger configuration: the balance the headquarter owes the courier (the sum of its payroll ledger: it
 * moves only with services, payments and adjustments with their reason) and whether payroll is paid.
 */
export function CourierSettings({ courier, canChange }: { courier: MessengerRow; canChange: boolean }) {
  const update = useUpdateCourierSettings();
  const [adjusting, setAdjusting] = useState(false);
  const { balance, payroll_paid } = courier.configuration;

  return (
    <DetailSection title="Configuración">
      <Typography variant="body2" color="text.secondary">
        Saldo
      </Typography>
      <Typography variant="h5" component="p" data-testid="courier-balance" sx={{ fontWeight: 600, mb: 1.5 }}>
        {formatCop(balance)}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={payroll_paid}
            disabled={!canChange || update.isPending}
            onChange={(event) => update.mutate({ id: courier.uuid, payroll_paid: event.target.checked })}
          />
        }
        label="Nómina pagada"
      />
      {canChange && (
        <Button variant="outlined" onClick={() => setAdjusting(true)} sx={{ mt: 1.5, display: "flex" }}>
          Ajustar saldo
        </Button>
      )}
      {adjusting && <AdjustmentDialog courier={courier} onClose={() => setAdjusting(false)} />}
    </DetailSection>
  );
}
