import { zodResolver } from "@hookform/resolvers/zod";
import { type MessengerRow, PAYMENT_NOTE_MAX, type PayrollAdjustmentInput, payrollAdjustmentInputSchema } from "@despacho/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormTextField } from "@shared/ui/form-text-field";
import { useAdjustBalance } from "../api/adjust-balance";
import { AmountField, BalanceDialog } from "./balance-dialog";

type AdjustmentForm = z.input<typeof payrollAdjustmentInputSchema>;

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
    <BalanceDialog title="Ajustar saldo" courier={courier} onSubmit={submit} onClose={onClose} pending={adjust.isPending}>
      <AmountField control={form.control} name="amount" label="Valor del ajuste (COP, negativo para descontar)" signed />
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
    </BalanceDialog>
  );
}
