import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { COLLABORATOR_LIMITS, type PetitionInviteInput, petitionInviteSchema } from "@despacho/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "@despacho/client";
import { FormTextField } from "@shared/ui/form-text-field";
import { useInviteCourier } from "../api/invite-courier";

/** The company asks a courier, by username, to join the headquarter (an association request it sends). */
export function InviteCourierDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteCourier();
  const [idempotencyKey] = useState(() => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PetitionInviteInput, unknown, z.output<typeof petitionInviteSchema>>({
    resolver: zodResolver(petitionInviteSchema),
    defaultValues: { username: "" },
  });

  const submit = form.handleSubmit((input) => {
    setFormError(null);
    invite.mutate(
      { input, idempotencyKey },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const field = error.fields.find((f) => f.field === "username");
          if (field) form.setError("username", { type: "server", message: field.message });
          else setFormError(error.message);
        },
      },
    );
  });

  return (
    <Dialog open onClose={invite.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="invite-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-dialog-title">Invitar colaborador</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>El colaborador recibe la solicitud de asociación en su aplicación.</DialogContentText>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="username"
            label="Usuario del colaborador"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: COLLABORATOR_LIMITS.username } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={invite.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            Invitar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
