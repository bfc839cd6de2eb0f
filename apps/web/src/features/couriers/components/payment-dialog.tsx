import { zodResolver } from "@hookform/resolvers/zod";
import { MenuItem } from "@mui/material";
import {
  MESSENGER_PAYMENT_METHODS,
  type MessengerPaymentInput,
  messengerPaymentInputSchema,
  type MessengerRow,
  PAYMENT_NOTE_MAX,
} from "@despacho/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormTextField } from "@shared/ui/form-text-field";
import { useRecordPayment } from "../api/record-payment";
import { AmountField, BalanceDialog } from "./balance-dialog";

type PaymentForm = z.input<typeof messengerPaymentInputSchema>;

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
    <BalanceDialog title="Registrar pago" courier={courier} onSubmit={submit} onClose={onClose} pending={record.isPending}>
      <AmountField control={form.control} name="amount" label="Valor (COP)" />
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
    </BalanceDialog>
  );
}
