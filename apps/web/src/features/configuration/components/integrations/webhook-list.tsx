import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { WEBHOOK_EVENT_LABELS, type Webhook } from "@despacho/domain";

interface WebhookListProps {
  webhooks: Webhook[];
  onTest: (w: Webhook) => void;
  onSecret: (w: Webhook) => void;
  onResume: (w: Webhook) => void;
  onEdit: (w: Webhook) => void;
  onDelete: (w: Webhook) => void;
}

/** The subscriptions: where they post, what they hear, whether they are paused and why; their actions. */
export function WebhookList({ webhooks, onTest, onSecret, onResume, onEdit, onDelete }: WebhookListProps) {
  return (
    <List aria-label="Webhooks" disablePadding>
      {webhooks.map((w, i) => (
        <ListItem key={w.id} divider={i < webhooks.length - 1} sx={{ px: 0, display: "block" }}>
          <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <ListItemText
              primary={w.url}
              slotProps={{ primary: { sx: { wordBreak: "break-all", fontFamily: "monospace", fontSize: 14 } } }}
              sx={{ flex: "1 1 240px", minWidth: 0 }}
            />
            {w.active ? (
              <Chip size="small" label="Activo" color="success" variant="outlined" />
            ) : (
              <Chip size="small" label="En pausa" color="error" variant="outlined" />
            )}
          </Stack>
          {w.paused_reason && (
            <Typography variant="body2" color="error">
              {w.paused_reason}
            </Typography>
          )}
          <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", my: 1 }}>
            {w.events.map((e) => (
              <Chip key={e} size="small" label={WEBHOOK_EVENT_LABELS[e]} />
            ))}
          </Box>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button size="small" variant="outlined" onClick={() => onTest(w)} aria-label={`Enviar evento de prueba a ${w.url}`}>
              Enviar evento de prueba
            </Button>
            {!w.active && (
              <Button size="small" variant="outlined" onClick={() => onResume(w)} aria-label={`Reanudar ${w.url}`}>
                Reanudar
              </Button>
            )}
            <Button size="small" onClick={() => onSecret(w)} aria-label={`Ver secreto de ${w.url}`}>
              Ver secreto
            </Button>
            <Button size="small" onClick={() => onEdit(w)} aria-label={`Editar webhook ${w.url}`}>
              Editar
            </Button>
            <Button size="small" color="error" onClick={() => onDelete(w)} aria-label={`Eliminar webhook ${w.url}`}>
              Eliminar
            </Button>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
