import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { TAG_NAME_MAX, type TagInput, tagInputSchema } from "@despacho/domain";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ApiError } from "@shared/api/api-error";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateTag } from "../api/create-tag";

/** Adds a tag: its name, unique in the headquarter (the server answers a duplicate under the field). */
export function TagDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateTag();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<TagInput>({ resolver: zodResolver(tagInputSchema), defaultValues: { name: "" } });
  const name = useWatch({ control: form.control, name: "name" });

  const submit = form.handleSubmit((input) =>
    create.mutate(
      { input, idempotencyKey },
      {
        onSuccess: onClose,
        onError: (error) => {
          const message = error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : "Algo inesperado ha pasado";
          form.setError("name", { type: "server", message });
        },
      },
    ),
  );

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="tag-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="tag-dialog-title">Nueva etiqueta</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="name"
            label="Nombre"
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || name.trim() === ""}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
