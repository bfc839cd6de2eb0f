import { Box } from "@mui/material";
import type { ServiceDetail } from "@despacho/domain";
import { usePaymentMethods } from "@shared/api/payment-methods/get-payment-methods";
import { formatDateTime } from "@shared/format/date";
import { Field } from "./detail-layout";

/** The service's own fields: customer, type, payment method, courier, dates and flags (the detail's store when it has one). */
export function ServiceSummary({ service, operable }: { service: ServiceDetail; operable: boolean }) {
  const methods = usePaymentMethods({ enabled: service.payment_method !== null });
  const paymentMethod = service.payment_method ? methods.data?.find((m) => m.uuid === service.payment_method)?.name : "Sin indicar";
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(3, 1fr)" }, gap: 2 }}>
      <Field label="Cliente" value={service.name} />
      <Field label="Teléfono" value={service.phone_number} />
      <Field label="Tipo de servicio" value={service.type_name} />
      {service.business_store && <Field label="Tienda" value={service.business_store.name} />}
      <Field label="Método de pago" value={paymentMethod} />
      <Field label="Colaborador" value={service.messenger?.full_name ?? "Sin colaborador"} />
      <Field label="Creado" value={formatDateTime(service.created_at)} />
      <Field label="Actualizado" value={formatDateTime(service.updated_at)} />
      {service.is_scheduled && service.scheduled_at && <Field label="Programado para" value={formatDateTime(service.scheduled_at)} />}
      {service.is_scheduled && service.operable_at && (
        <Field label="Operable desde" value={`${formatDateTime(service.operable_at)}${operable ? "" : " (aún no)"}`} />
      )}
      <Field label="Colaboradores requeridos" value={service.messengers_number} />
      <Field label="Ida y vuelta" value={service.is_round_trip ? "Sí" : "No"} />
      <Field label="Servicio por horas" value={service.is_hourly_service ? "Sí" : "No"} />
      <Field label="Pago verificado" value={service.is_payment_verified ? "Sí" : "No"} />
      {service.internal_identifier && <Field label="Identificador interno" value={service.internal_identifier} />}
      {service.route_code && <Field label="Código de ruta" value={service.route_code} />}
      {service.surcharge_identifier && <Field label="Identificador de recargo" value={service.surcharge_identifier} />}
      {service.repeat_scheduled && <Field label="Se repite" value={service.repeat_scheduled_at?.join(", ")} />}
    </Box>
  );
}
