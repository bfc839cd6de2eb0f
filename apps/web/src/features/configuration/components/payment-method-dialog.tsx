import { zodResolver } from "@hookform/resolvers/zod";
import { Stack } from "@mui/material";
import { CATALOG_NAME_MAX, type PaymentMethod, type PaymentMethodInput, paymentMethodInputSchema } from "@despacho/domain";
import { useForm } from "react-hook-form";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormSwitch } from "@shared/ui/form-switch";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreatePaymentMethod, useUpdatePaymentMethod } from "../api/save-payment-method";

/** Adds or edits a payment method: its name, whether it is the default, whether it is offered. */
export function PaymentMethodDialog({ method, onClose }: { method?: PaymentMethod; onClose: () => void }) {
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const pending = create.isPending || update.isPending;
  const form = useForm<PaymentMethodInput>({
    resolver: zodResolver(paymentMethodInputSchema),
    defaultValues: { name: method?.name ?? "", is_default: method?.is_default ?? false, is_active: method?.is_active ?? true },
  });
  const submit = form.handleSubmit((values) => {
    if (method) update.mutate({ id: method.uuid, patch: values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  });

  return (
    <FormDialog title={method ? "Editar método de pago" : "Nuevo método de pago"} onSubmit={submit} onClose={onClose} pending={pending}>
      <Stack spacing={1}>
        <FormTextField
          control={form.control}
          name="name"
          label="Nombre"
          autoFocus
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: CATALOG_NAME_MAX } }}
        />
        <FormSwitch control={form.control} name="is_default" label="Predeterminado" />
        <FormSwitch control={form.control} name="is_active" label="Activo" />
      </Stack>
    </FormDialog>
  );
}
