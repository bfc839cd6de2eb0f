import { zodResolver } from "@hookform/resolvers/zod";
import { MenuItem, Stack } from "@mui/material";
import { API_KEY_NAME_MAX, type ApiKeyInput, apiKeyInputSchema, LIST_LIMIT_MAX } from "@despacho/domain";
import { useForm } from "react-hook-form";
import { useTemplates } from "@shared/api/templates/get-templates";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateApiKey } from "../../api/api-keys";

/** Creates a key: a name to tell it apart and the template whose permissions it gets (never beyond one's own). */
export function ApiKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (key: string) => void }) {
  const create = useCreateApiKey();
  const templates = useTemplates({ q: "", limit: LIST_LIMIT_MAX, offset: 0 });
  const form = useForm<ApiKeyInput>({ resolver: zodResolver(apiKeyInputSchema), defaultValues: { name: "", template: "" } });
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: (created) => onCreated(created.key) }));

  return (
    <FormDialog title="Nueva clave de API" onSubmit={submit} onClose={onClose} pending={create.isPending}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="name"
          label="Nombre"
          placeholder="Tienda en línea"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
        />
        <FormTextField control={form.control} name="template" label="Plantilla de permisos" select fullWidth>
          {(templates.data?.results ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </FormDialog>
  );
}
