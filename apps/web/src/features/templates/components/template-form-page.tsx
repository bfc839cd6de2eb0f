import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, FormHelperText, Paper, Stack, Typography } from "@mui/material";
import { ROUTES, TEMPLATE_NAME_MAX, type Template, templateInputSchema } from "@despacho/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { ApiError } from "@shared/api/api-error";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { FormTextField } from "@shared/ui/form-text-field";
import { PageHeader } from "@shared/ui/page-header";
import { useTemplate } from "../api/get-template";
import { useCreateTemplate, useUpdateTemplate } from "../api/save-template";
import { PermissionTree } from "./permission-tree";

type FormValues = z.input<typeof templateInputSchema>;
type FormOutput = z.output<typeof templateInputSchema>;

/** spec §2.2 /templates/new and /templates/{id}/edit: a name and the permissions, grouped by menu group. */
export function TemplateFormPage() {
  const { id } = useParams();
  const template = useTemplate(id);
  if (!id) return <TemplateForm />;
  if (template.isPending) return <DelayedLoader label="Cargando plantilla" />;
  if (template.isError || !template.data) {
    return (
      <EmptyState
        title="La plantilla no existe"
        hint="Puede que haya sido eliminada."
        action={
          <Button component={RouterLink} to={ROUTES.templates.path}>
            Volver a plantillas
          </Button>
        }
      />
    );
  }
  return <TemplateForm template={template.data} key={template.data.id} />;
}

function TemplateForm({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [idempotencyKey] = useState(() => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: { name: template?.name ?? "", permissions: (template?.permissions ?? []) as FormValues["permissions"] },
  });
  const pending = create.isPending || update.isPending;
  const back = () => navigate(ROUTES.templates.path);

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.kind !== "bad-request") return;
    const name = error.fields.find((f) => f.field === "name");
    if (name) form.setError("name", { type: "server", message: name.message });
    setFormError(name ? null : (error.fields[0]?.message ?? error.message));
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    if (template) update.mutate({ id: template.id, ...values }, { onSuccess: back, onError: showServerErrors });
    else create.mutate({ input: values, idempotencyKey }, { onSuccess: back, onError: showServerErrors });
  });

  return (
    <>
      <PageHeader
        title={template ? "Editar plantilla" : "Nueva plantilla"}
        subtitle={template ? template.name : "Los permisos que tendrán los empleados con esta plantilla"}
        actions={
          <Button component={RouterLink} to={ROUTES.templates.path} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
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
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
              <Button onClick={back} disabled={pending}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" disabled={pending}>
                Guardar
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
