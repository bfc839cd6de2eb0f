import { Box, Button, FormControlLabel, Switch, TextField, Typography } from "@mui/material";
import { type MessengerRow, messengerSettingsPatchSchema, toPesos } from "@despacho/domain";
import { useState } from "react";
import { formatCop } from "@shared/format/money";
import { useUpdateCourierSettings } from "../api/update-courier-settings";
import { DetailSection } from "./detail-section";

/** spec §3 Messenger configuration: the balance the headquarter owes the courier and whether payroll is paid. */
export function CourierSettings({ courier, canChange }: { courier: MessengerRow; canChange: boolean }) {
  const update = useUpdateCourierSettings();
  const { balance, payroll_paid } = courier.configuration;
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = messengerSettingsPatchSchema.safeParse({ balance: draft === null ? balance : toPesos(Number(draft)) });
  const error = draft !== null && (draft.trim() === "" || !parsed.success) ? "Escriba un valor entero en pesos, 0 o más" : undefined;

  const saveBalance = () => {
    if (draft === null || error || !parsed.success) return;
    update.mutate({ id: courier.uuid, ...parsed.data }, { onSuccess: () => setDraft(null) });
  };

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
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 1.5, flexWrap: "wrap" }}>
          <TextField
            label="Ajustar saldo (COP)"
            size="small"
            value={draft ?? String(balance)}
            onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ""))}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            sx={{ flex: "1 1 160px" }}
          />
          <Button variant="outlined" onClick={saveBalance} disabled={draft === null || Boolean(error) || update.isPending}>
            Guardar saldo
          </Button>
        </Box>
      )}
    </DetailSection>
  );
}
