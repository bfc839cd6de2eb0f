import { Button, Chip, Typography } from "@mui/material";
import { WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookDelivery } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";
import { EmptyState } from "@shared/ui/empty-state";
import { ResponsiveTable, type TableColumn } from "@shared/ui/responsive-table";
import { useResendDelivery, useWebhookDeliveries } from "../../api/webhooks";

// Pending in the default colour: the warning orange is too pale for text on white (axe color-contrast).
const STATUS_COLORS = { pending: "default", delivered: "success", failed: "error" } as const;

const whenOf = (d: WebhookDelivery) => formatDateTime(d.attempted_at ?? d.created_at);

/** The latest deliveries of the headquarter's webhooks: event, state, the receiver's answer, when, and resending
 * (a table; one card per delivery on a phone). */
export function DeliveryLog() {
  const deliveries = useWebhookDeliveries();
  const resend = useResendDelivery();
  const rows = deliveries.data?.results ?? [];
  if (deliveries.data && rows.length === 0)
    return <EmptyState title="Aún no hay entregas" hint="Envíe un evento de prueba para ver la primera." />;
  const columns: TableColumn<WebhookDelivery>[] = [
    { header: "Evento", sx: { fontFamily: "monospace", whiteSpace: "nowrap" }, cell: (d) => d.event },
    {
      header: "Estado",
      cell: (d) => (
        <Chip size="small" variant="outlined" color={STATUS_COLORS[d.status]} label={WEBHOOK_DELIVERY_STATUS_LABELS[d.status]} />
      ),
    },
    {
      header: "Respuesta",
      cell: (d) => (
        <>
          {d.response_code ?? "Sin respuesta"}
          {d.error && (
            <Typography variant="caption" color="text.secondary" component="div">
              {d.error}
            </Typography>
          )}
        </>
      ),
    },
    { header: "Fecha", sx: { minWidth: 160 }, cell: whenOf },
    {
      header: "Acción",
      align: "right",
      cell: (d) => (
        <Button
          size="small"
          disabled={resend.isPending}
          onClick={() => resend.mutate(d.id)}
          aria-label={`Reenviar ${d.event} del ${whenOf(d)}`}
        >
          Reenviar
        </Button>
      ),
    },
  ];
  return <ResponsiveTable label="Registro de entregas" rows={rows} rowKey={(d) => d.id} columns={columns} />;
}
