import { zodResolver } from "@hookform/resolvers/zod";
import { FormControlLabel, Switch } from "@mui/material";
import { LINK_SERVICE_NAME_MAX, type LinkServiceCreate, type LinkServiceInput, linkServiceInputSchema } from "@despacho/domain";
import { ApiError } from "@despacho/client";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { usePaymentMethods } from "@shared/api/payment-methods/get-payment-methods";
import { useServiceTypes } from "@shared/api/service-types/get-service-types";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { useIdempotencyKey } from "@shared/hooks/use-idempotency-key";
import { DateTimeField } from "@shared/ui/date-time-field";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";
import { zonedDayjs } from "@shared/ui/zoned-dayjs";
import { useCreateLink } from "../api/link-services";
import { ChoicesField } from "./choices-field";

/** A new link: its name, the types and payment methods a customer may choose, and an optional expiry. */
export function LinkDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateLink();
  const idempotencyKey = useIdempotencyKey();
  const zone = useDisplayTimeZone();
  const types = useServiceTypes();
  const methods = usePaymentMethods();
  const [expires, setExpires] = useState(false);
  const [expiry, setExpiry] = useState("");
  const form = useForm<LinkServiceInput, unknown, LinkServiceCreate>({
    resolver: zodResolver(linkServiceInputSchema),
    defaultValues: { name: "", service_types: [], payment_methods: [], expires_at: null },
  });

  const pickExpiry = (local: string) => {
    setExpiry(local);
    form.setValue("expires_at", local ? zonedDayjs(local, zone).toISOString() : null);
  };

  const submit = form.handleSubmit((input) =>
    create.mutate(
      { input: { ...input, expires_at: expires ? input.expires_at : null }, idempotencyKey },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const f of error.fields) form.setError(f.field as keyof LinkServiceInput, { type: "server", message: f.message });
        },
      },
    ),
  );

  return (
    <FormDialog title="Nuevo enlace" onSubmit={submit} onClose={onClose} pending={create.isPending} maxWidth="sm">
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        autoFocus
        fullWidth
        margin="dense"
        required
        slotProps={{ htmlInput: { maxLength: LINK_SERVICE_NAME_MAX } }}
      />
      <Controller
        control={form.control}
        name="service_types"
        render={({ field, fieldState }) => (
          <ChoicesField
            label="Tipos de servicio"
            required
            options={types.data ?? []}
            loading={types.isPending}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="payment_methods"
        render={({ field, fieldState }) => (
          <ChoicesField
            label="Métodos de pago permitidos"
            options={methods.data ?? []}
            loading={methods.isPending}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            helperText="Sin métodos de pago el cliente no elige ninguno"
          />
        )}
      />
      <FormControlLabel
        sx={{ my: 1 }}
        control={<Switch checked={expires} onChange={(e) => setExpires(e.target.checked)} />}
        label="El enlace vence"
      />
      {expires && <DateTimeField label="Vence" value={expiry} onChange={pickExpiry} error={form.formState.errors.expires_at?.message} />}
    </FormDialog>
  );
}
