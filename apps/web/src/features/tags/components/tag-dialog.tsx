import { zodResolver } from "@hookform/resolvers/zod";
import { TAG_NAME_MAX, type TagInput, tagInputSchema } from "@despacho/domain";
import { useIdempotencyKey } from "@shared/hooks/use-idempotency-key";
import { useForm, useWatch } from "react-hook-form";
import { ApiError } from "@despacho/client";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateTag } from "../api/create-tag";

/** Adds a tag: its name, unique in the headquarter (the server answers a duplicate under the field). */
export function TagDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateTag();
  const idempotencyKey = useIdempotencyKey();
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
    <FormDialog title="Nueva etiqueta" onSubmit={submit} onClose={onClose} pending={create.isPending} canSubmit={name.trim() !== ""}>
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        autoFocus
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX } }}
      />
    </FormDialog>
  );
}
