import { TextField, Typography } from "@mui/material";
import { PAYROLL_MESSAGES, paymentCancelInputSchema } from "@despacho/domain";
import { useState } from "react";
import { formatCop } from "@shared/format/money";
import { FormDialog } from "@shared/ui/form-dialog";
import { useCancelPayment } from "../api/payroll";

/** Cancels a payment with its reason: the amount goes back to the courier's balance (the payment stays listed). */
export function CancelPaymentDialog({ paymentId, amount, onClose }: { paymentId: string; amount: number; onClose: () => void }) {
  const cancel = useCancelPayment();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const parsed = paymentCancelInputSchema.safeParse({ reason });
  const error = touched && !parsed.success ? parsed.error.issues[0].message : undefined;
  return (
    <FormDialog
      title={`Anular pago de ${formatCop(amount)}`}
      pending={cancel.isPending}
      canSubmit={parsed.success}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (parsed.success) cancel.mutate({ id: paymentId, ...parsed.data }, { onSuccess: onClose });
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {PAYROLL_MESSAGES.confirmCancel}
      </Typography>
      <TextField
        label="Motivo"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(error)}
        helperText={error}
        required
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
}
