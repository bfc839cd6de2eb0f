import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack } from "@mui/material";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type Webhook,
  type WebhookInput,
  webhookInputSchema,
} from "@despacho/domain";
import { Controller, useForm } from "react-hook-form";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateWebhook, useUpdateWebhook } from "../../api/webhooks";

interface WebhookDialogProps {
  webhook?: Webhook;
  onClose: () => void;
  /** After a creation: the new subscription's secret, shown once by the page. */
  onCreated: (secret: string) => void;
}

/** Adds or edits a subscription: where the events go and which ones. */
export function WebhookDialog({ webhook, onClose, onCreated }: WebhookDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useForm<WebhookInput>({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: { url: webhook?.url ?? "", events: webhook?.events ?? [] },
  });
  const submit = form.handleSubmit((values) => {
    if (webhook) update.mutate({ id: webhook.id, patch: values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: (created) => onCreated(created.secret) });
  });

  return (
    <FormDialog
      title={webhook ? "Editar webhook" : "Nuevo webhook"}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="url"
          label="URL de destino"
          placeholder="https://mi-tienda.com/webhooks/despacho"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, inputMode: "url" } }}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)}>
              <FormLabel component="legend">Eventos</FormLabel>
              <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                {WEBHOOK_EVENTS.map((event) => (
                  <FormControlLabel
                    key={event}
                    label={WEBHOOK_EVENT_LABELS[event]}
                    control={
                      <Checkbox
                        checked={field.value.includes(event)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...field.value, event] : field.value.filter((v) => v !== event))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
