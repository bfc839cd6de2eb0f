import { zodResolver } from "@hookform/resolvers/zod";
import { FormHelperText, Typography } from "@mui/material";
import { ROUTES, TEMPLATE_NAME_MAX, type Template, templateInputSchema } from "@despacho/domain";
import { Controller, useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { useIdempotencyKey } from "@shared/hooks/use-idempotency-key";
import { useServerErrors } from "@shared/hooks/use-server-errors";
import { FormPage, FormRecord } from "@shared/ui/form-page";
import { FormTextField } from "@shared/ui/form-text-field";
import { useTemplate } from "../api/get-template";
import { useCreateTemplate, useUpdateTemplate } from "../api/save-template";
import { PermissionTree } from "./permission-tree";

type FormValues = z.input<typeof templateInputSchema>;
type FormOutput = z.output<typeof templateInputSchema>;
const FIELDS = ["name"] as const;

/** spec §2.2 /templates/new and /templates/{id}/edit: a name and the permissions, grouped by menu group. */
export function TemplateFormPage() {
  const { id } = useParams();
  return (
    <FormRecord
      id={id}
      record={useTemplate(id)}
      loadingLabel="Cargando plantilla"
      missingTitle="La plantilla no existe"
      missingHint="Puede que haya sido eliminada."
      backTo={ROUTES.templates.path}
      backLabel="Volver a plantillas"
    >
      {(template) => <TemplateForm template={template} key={template?.id} />}
    </FormRecord>
  );
}

function TemplateForm({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const idempotencyKey = useIdempotencyKey();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: { name: template?.name ?? "", permissions: (template?.permissions ?? []) as FormValues["permissions"] },
  });
  const { formError, setFormError, showServerErrors } = useServerErrors(form.setError, FIELDS);
  const pending = create.isPending || update.isPending;
  const back = () => navigate(ROUTES.templates.path);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    if (template) update.mutate({ id: template.id, ...values }, { onSuccess: back, onError: showServerErrors });
    else create.mutate({ input: values, idempotencyKey }, { onSuccess: back, onError: showServerErrors });
  });

  return (
    <FormPage
      title={template ? "Editar plantilla" : "Nueva plantilla"}
      subtitle={template ? template.name : "Los permisos que tendrán los empleados con esta plantilla"}
      backTo={ROUTES.templates.path}
      onSubmit={submit}
      pending={pending}
      formError={formError}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        required
        autoFocus
        sx={{ maxWidth: 480 }}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX } }}
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Permisos por módulo
      </Typography>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field, fieldState }) => (
          <>
            <PermissionTree value={field.value} onChange={field.onChange} disabled={pending} />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </>
        )}
      />
    </FormPage>
  );
}
