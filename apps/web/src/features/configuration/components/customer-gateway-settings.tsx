import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack } from "@mui/material";
import { CUSTOMER_GATEWAY_URL_MAX, type CustomerGateway, customerGatewayFormSchema } from "@despacho/domain";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCustomerGateway, useSaveCustomerGateway } from "../api/customer-gateway";
import { SettingsSection } from "./settings-section";

/**
 * Issue 23: the HTTP adapter of the customer messages (creation, assignment, arrival, each with the tracking link):
 * the gateway's address, which receives a POST of {to, message}; empty, the messages go by email only.
 */
export function CustomerGatewaySettings() {
  const gateway = useCustomerGateway();
  const save = useSaveCustomerGateway();
  const form = useForm<{ url: string }, unknown, CustomerGateway>({
    resolver: zodResolver(customerGatewayFormSchema),
    defaultValues: { url: "" },
  });
  const stored = gateway.data?.url;
  useEffect(() => form.reset({ url: stored ?? "" }), [form, stored]);
  const submit = form.handleSubmit((value) => save.mutate(value));

  return (
    <SettingsSection
      title="Mensajes a clientes"
      description="Al crear, asignar y entregar un servicio, el cliente recibe un mensaje con el enlace de seguimiento. Con una pasarela de SMS o WhatsApp, se le envía por ella (POST con {to, message}); sin ella, sólo por correo."
      loading={gateway.isPending}
      onRetry={gateway.isError ? () => gateway.refetch() : undefined}
    >
      {gateway.data && (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: "column", sm: "row" }}
          sx={{ gap: 2, alignItems: "flex-start" }}
        >
          <FormTextField
            control={form.control}
            name="url"
            label="Dirección de la pasarela (SMS o WhatsApp)"
            placeholder="https://pasarela.ejemplo.com/mensajes"
            fullWidth
            slotProps={{ htmlInput: { maxLength: CUSTOMER_GATEWAY_URL_MAX, inputMode: "url" } }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
            Guardar
          </Button>
        </Stack>
      )}
    </SettingsSection>
  );
}
