import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from "@mui/material";
import { NOTIFICATION_TITLE_MAX, type NotificationInput, notificationInputSchema } from "@despacho/domain";
import { useForm } from "react-hook-form";
import { FormTextField } from "@shared/ui/form-text-field";
import { useSendNotification } from "../api/send-notification";

/** Composes a notification (title and HTML body) for every desk open on the chosen headquarter. */
export function NotificationComposeDialog({ onClose }: { onClose: () => void }) {
  const send = useSendNotification();
  const form = useForm<NotificationInput>({ resolver: zodResolver(notificationInputSchema), defaultValues: { title: "", body: "" } });
  const submit = form.handleSubmit((input) => send.mutate(input, { onSuccess: onClose }));

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="notification-compose-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="notification-compose-title">Enviar notificación</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Los escritorios abiertos en la sucursal la verán al instante. El mensaje acepta HTML; se eliminan scripts y estilos.
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="title"
              label="Título"
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: NOTIFICATION_TITLE_MAX } }}
            />
            <FormTextField control={form.control} name="body" label="Mensaje (HTML)" fullWidth multiline minRows={5} maxRows={12} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
