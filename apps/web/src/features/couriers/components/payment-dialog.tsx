import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem } from "@mui/material";
import {
  MESSENGER_PAYMENT_METHODS,
  type MessengerPaymentInput,
  messengerPaymentInputSchema,
  type MessengerRow,
  PAYMENT_NOTE_MAX,
  toPesos,
} from "@despacho/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { formatCop } from "@shared/format/money";
import { FormTextField } from "@shared/ui/form-text-field";
import { useRecordPayment } from "../api/record-payment";

type PaymentForm = z.input<typeof messengerPaymentInputSchema>;

const parseAmount = (text: string) => (text.trim() === "" ? Number.NaN : toPesos(Number(text.replace(/[^\d.]/g, ""))));

/** Records a payment to the courier: the amount lowers the balance the headquarter owes them. */
export function PaymentDialog({ courier, onClose }: { courier: MessengerRow; onClose: () => void }) {
  const record = useRecordPayment();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<PaymentForm, unknown, MessengerPaymentInput>({
    resolver: zodResolver(messengerPaymentInputSchema),
    defaultValues: { amount: Number.NaN, method: "cash", note: "" },
  });
  const submit = form.handleSubmit((values) => record.mutate({ ...values, id: courier.uuid, idempotencyKey }, { onSuccess: onClose }));

  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="payment-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="payment-dialog-title">Registrar pago</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {courier.full_name} · Saldo {formatCop(courier.configuration.balance)}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="amount"
            label="Valor (COP)"
            parse={parseAmount}
            format={(value) => (Number.isNaN(value) ? "" : String(value))}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
          <FormTextField control={form.control} name="method" label="Medio de pago" select fullWidth margin="dense">
            {Object.entries(MESSENGER_PAYMENT_METHODS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="note"
            label="Nota (opcional)"
            multiline
            minRows={2}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: PAYMENT_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
