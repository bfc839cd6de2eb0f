import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookDelivery } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";
import { EmptyState } from "@shared/ui/empty-state";
import { useResendDelivery, useWebhookDeliveries } from "../../api/webhooks";

const STATUS_COLORS = { pending: "warning", delivered: "success", failed: "error" } as const;

const whenOf = (d: WebhookDelivery) => formatDateTime(d.attempted_at ?? d.created_at);

/** The latest deliveries of the headquarter's webhooks: event, state, the receiver's answer, when, and resending. */
export function DeliveryLog() {
  const deliveries = useWebhookDeliveries();
  const resend = useResendDelivery();
  const rows = deliveries.data?.results ?? [];
  if (deliveries.data && rows.length === 0)
    return <EmptyState title="Aún no hay entregas" hint="Envíe un evento de prueba para ver la primera." />;
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Registro de entregas">
        <TableHead>
          <TableRow>
            <TableCell>Evento</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell>Respuesta</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell align="right">Acción</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id}>
              <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{d.event}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={STATUS_COLORS[d.status]} label={WEBHOOK_DELIVERY_STATUS_LABELS[d.status]} />
              </TableCell>
              <TableCell>
                {d.response_code ?? "—"}
                {d.error && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {d.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>{whenOf(d)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(d.id)}
                  aria-label={`Reenviar ${d.event} del ${whenOf(d)}`}
                >
                  Reenviar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
