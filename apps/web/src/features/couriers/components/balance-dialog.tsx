import { DialogContentText } from "@mui/material";
import { type MessengerRow, toPesos } from "@despacho/domain";
import type { FormEventHandler, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { formatCop } from "@shared/format/money";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";

/** Pesos from what was typed (thousands separators ignored); NaN while empty, so the schema says 'Campo requerido'. */
const parseAmount = (text: string, signed: boolean) => {
  const digits = text.replace(signed ? /[^\d.-]/g : /[^\d.]/g, "");
  return digits === "" || digits === "-" ? Number.NaN : toPesos(Number(digits));
};

/** The amount of a money movement with a courier, in COP; `signed` lets it be negative (a deduction). */
export function AmountField<T extends FieldValues, N extends FieldPath<T>, TOut>(props: {
  control: Control<T, unknown, TOut>;
  name: N;
  label: string;
  signed?: boolean;
}) {
  const { control, name, label, signed = false } = props;
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      parse={(text) => parseAmount(text, signed)}
      format={(value) => (Number.isNaN(value) ? "" : String(value))}
      autoFocus
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { inputMode: signed ? "text" : "numeric" } }}
    />
  );
}

/** A dialog that moves a courier's balance (a payment, an adjustment): the courier and the balance, then its fields. */
export function BalanceDialog(props: {
  title: string;
  courier: MessengerRow;
  onSubmit: FormEventHandler;
  onClose: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { title, courier, onSubmit, onClose, pending, children } = props;
  return (
    <FormDialog title={title} onSubmit={onSubmit} onClose={onClose} pending={pending}>
      <DialogContentText sx={{ mb: 1 }}>
        {courier.full_name} · Saldo {formatCop(courier.configuration.balance)}
      </DialogContentText>
      {children}
    </FormDialog>
  );
}
