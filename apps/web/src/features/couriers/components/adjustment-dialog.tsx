import { zodResolver } from "@hookform/resolvers/zod";
import { DialogContentText } from "@mui/material";
import { type MessengerRow, PAYMENT_NOTE_MAX, type PayrollAdjustmentInput, payrollAdjustmentInputSchema, toPesos } from "@despacho/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { formatCop } from "@shared/format/money";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";
import { useAdjustBalance } from "../api/adjust-balance";

type AdjustmentForm = z.input<typeof payrollAdjustmentInputSchema>;

const parseAmount = (text: string) =>
  text.trim() === "" || text.trim() === "-" ? Number.NaN : toPesos(Number(text.replace(/[^\d.-]/g, "")));

/** An adjustment of the balance (positive owes the courier more, negative less) with its reason: a payroll ledger entry. */
export function AdjustmentDialog({ courier, onClose }: { courier: MessengerRow; onClose: () => void }) {
  const adjust = useAdjustBalance();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<AdjustmentForm, unknown, PayrollAdjustmentInput>({
    resolver: zodResolver(payrollAdjustmentInputSchema),
    defaultValues: { amount: Number.NaN, reason: "" },
  });
  const submit = form.handleSubmit((values) => adjust.mutate({ ...values, id: courier.uuid, idempotencyKey }, { onSuccess: onClose }));

  return (
    <FormDialog title="Ajustar saldo" onSubmit={submit} onClose={onClose} pending={adjust.isPending}>
      <DialogContentText sx={{ mb: 1 }}>
        {courier.full_name} · Saldo {formatCop(courier.configuration.balance)}
      </DialogContentText>
      <FormTextField
        control={form.control}
        name="amount"
        label="Valor del ajuste (COP, negativo para descontar)"
        parse={parseAmount}
        format={(value) => (Number.isNaN(value) ? "" : String(value))}
        autoFocus
        fullWidth
        margin="dense"
      />
      <FormTextField
        control={form.control}
        name="reason"
        label="Motivo"
        multiline
        minRows={2}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: PAYMENT_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
