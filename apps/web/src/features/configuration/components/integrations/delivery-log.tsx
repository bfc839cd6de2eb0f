import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookDelivery } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";
import { EmptyState } from "@shared/ui/empty-state";
import { useResendDelivery, useWebhookDeliveries } from "../../api/webhooks";

// Pending in the default colour: the warning orange is too pale for text on white (axe color-contrast).
const STATUS_COLORS = { pending: "default", delivered: "success", failed: "error" } as const;

const whenOf = (d: WebhookDelivery) => formatDateTime(d.attempted_at ?? d.created_at);

/** The latest deliveries of the headquarter's webhooks: event, state, the receiver's answer, when, and resending. */
export function DeliveryLog() {
  const deliveries = useWebhookDeliveries();
  const resend = useResendDelivery();
  const narrow = useMediaQuery(useTheme().breakpoints.down("sm"));
  const rows = deliveries.data?.results ?? [];
  if (deliveries.data && rows.length === 0)
    return <EmptyState title="Aún no hay entregas" hint="Envíe un evento de prueba para ver la primera." />;
  const resendButton = (d: WebhookDelivery) => (
    <Button
      size="small"
      disabled={resend.isPending}
      onClick={() => resend.mutate(d.id)}
      aria-label={`Reenviar ${d.event} del ${whenOf(d)}`}
    >
      Reenviar
    </Button>
  );
  const status = (d: WebhookDelivery) => (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[d.status]} label={WEBHOOK_DELIVERY_STATUS_LABELS[d.status]} />
  );
  // A phone reads one delivery per block rather than a table scrolled sideways.
  if (narrow)
    return (
      <List aria-label="Registro de entregas" disablePadding>
        {rows.map((d) => (
          <ListItem key={d.id} divider sx={{ px: 0, display: "block" }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
              <Typography sx={{ fontFamily: "monospace", fontSize: 14 }}>{d.event}</Typography>
              {status(d)}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {whenOf(d)} · {d.response_code ? `Respuesta ${d.response_code}` : "Sin respuesta"}
            </Typography>
            {d.error && <Typography variant="body2">{d.error}</Typography>}
            {resendButton(d)}
          </ListItem>
        ))}
      </List>
    );
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
              <TableCell>{status(d)}</TableCell>
              <TableCell>
                {d.response_code ?? "—"}
                {d.error && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {d.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>{whenOf(d)}</TableCell>
              <TableCell align="right">{resendButton(d)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
