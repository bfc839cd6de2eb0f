import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Autocomplete, Box, Button, MenuItem, Paper, Stack, TextField } from "@mui/material";
import {
  EMPLOYEE_FIRST_NAME_MAX,
  EMPLOYEE_LAST_NAME_MAX,
  EMPLOYEE_USERNAME_MAX,
  type Employee,
  employeeCreateSchema,
  type FieldError,
  INPUT_MESSAGES,
  LIST_LIMIT_MAX,
  ROUTES,
} from "@despacho/domain";
import { useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { ApiError } from "@shared/api/api-error";
import { useEmployments } from "@shared/api/employments/get-employments";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { useTemplates } from "@shared/api/templates/get-templates";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { FormTextField } from "@shared/ui/form-text-field";
import { PageHeader } from "@shared/ui/page-header";
import { useEmployee } from "../api/get-employee";
import { useCreateEmployee, useUpdateEmployee } from "../api/save-employee";

// Editing never shows nor sends the password: the field stays empty.
const editSchema = employeeCreateSchema.extend({ password: z.string().max(0) });
type FormValues = z.input<typeof employeeCreateSchema>;
const FIELDS = ["username", "first_name", "last_name", "email", "password", "headquarters", "employment", "templates"] as const;
const ALL = { q: "", limit: LIST_LIMIT_MAX, offset: 0 };

/** spec §2.2 /employees/create and /employees/{id}/edit. */
export function EmployeeFormPage() {
  const { id } = useParams();
  const employee = useEmployee(id);
  if (!id) return <EmployeeForm />;
  if (employee.isPending) return <DelayedLoader label="Cargando empleado" />;
  if (employee.isError || !employee.data) {
    return (
      <EmptyState
        title="El empleado no existe"
        hint="Puede que trabaje en otra sucursal."
        action={
          <Button component={RouterLink} to={ROUTES.employees.path}>
            Volver a empleados
          </Button>
        }
      />
    );
  }
  return <EmployeeForm employee={employee.data} key={employee.data.id} />;
}

function EmployeeForm({ employee }: { employee?: Employee }) {
  const navigate = useNavigate();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const headquarters = useActiveHeadquarters();
  const employments = useEmployments({ limit: LIST_LIMIT_MAX, offset: 0, search: "" });
  const templates = useTemplates(ALL);
  const [idempotencyKey] = useState(() => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""));
  const [formError, setFormError] = useState<string | null>(null);
  const hqOptions = headquarters.data ?? [];
  const initial: FormValues = {
    username: employee?.username ?? "",
    first_name: employee?.first_name ?? "",
    last_name: employee?.last_name ?? "",
    email: employee?.email ?? "",
    password: "",
    // Only the headquarters the administrator works in are theirs to give or take; the server keeps the others.
    headquarters: employee?.headquarters.map((h) => h.id).filter((id) => hqOptions.some((h) => h.uuid === id)) ?? [],
    employment: employee?.employment?.id ?? null,
    templates: employee?.templates.map((t) => t.id) ?? [],
  };
  const form = useForm<FormValues>({
    resolver: zodResolver(employee ? editSchema : employeeCreateSchema),
    defaultValues: initial,
  });
  const pending = create.isPending || update.isPending;
  const back = () => navigate(ROUTES.employees.path);

  // The employee's own Cargo stays selectable even when it is another headquarter's.
  const employmentOptions = [
    ...(employments.data?.results ?? []),
    ...(employee?.employment && !employments.data?.results.some((e) => e.id === employee.employment?.id) ? [employee.employment] : []),
  ];
  const templateOptions = templates.data?.results ?? [];

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || (error.kind !== "bad-request" && error.kind !== "conflict")) return;
    const loose: FieldError[] = [];
    for (const f of error.fields) {
      if ((FIELDS as readonly string[]).includes(f.field))
        form.setError(f.field as FieldPath<FormValues>, { type: "server", message: f.message });
      else loose.push(f);
    }
    setFormError(loose.length || error.fields.length === 0 ? (loose[0]?.message ?? error.message) : null);
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    if (!employee) {
      create.mutate({ input: values, idempotencyKey }, { onSuccess: back, onError: showServerErrors });
      return;
    }
    // spec §7: PATCH sends the changed fields only.
    const { password: _password, ...editable } = values;
    const changed = Object.fromEntries(
      Object.entries(editable).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(initial[key as keyof FormValues])),
    );
    if (Object.keys(changed).length === 0) {
      setFormError(INPUT_MESSAGES.noChanges);
      return;
    }
    update.mutate({ id: employee.id, ...changed }, { onSuccess: back, onError: showServerErrors });
  });

  return (
    <>
      <PageHeader
        title={employee ? "Editar empleado" : "Nuevo empleado"}
        subtitle={employee ? employee.full_name : "Personal de la empresa con acceso al panel"}
        actions={
          <Button component={RouterLink} to={ROUTES.employees.path} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <FormTextField
                control={form.control}
                name="username"
                label="Usuario"
                required
                autoFocus
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: EMPLOYEE_USERNAME_MAX } }}
              />
              <FormTextField control={form.control} name="email" label="Correo electrónico" type="email" required />
              <FormTextField
                control={form.control}
                name="first_name"
                label="Nombres"
                required
                slotProps={{ htmlInput: { maxLength: EMPLOYEE_FIRST_NAME_MAX } }}
              />
              <FormTextField
                control={form.control}
                name="last_name"
                label="Apellidos"
                required
                slotProps={{ htmlInput: { maxLength: EMPLOYEE_LAST_NAME_MAX } }}
              />
              {!employee && (
                <FormTextField
                  control={form.control}
                  name="password"
                  label="Contraseña"
                  type="password"
                  required
                  autoComplete="new-password"
                />
              )}
              <Controller
                control={form.control}
                name="employment"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Cargo"
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(e.target.value || null)}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    <MenuItem value="">
                      <em>Sin cargo</em>
                    </MenuItem>
                    {employmentOptions.map((e) => (
                      <MenuItem key={e.id} value={e.id}>
                        {e.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
            <Controller
              control={form.control}
              name="headquarters"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={hqOptions.map((h) => h.uuid)}
                  getOptionLabel={(uuid) => hqOptions.find((h) => h.uuid === uuid)?.name ?? ""}
                  value={field.value}
                  onChange={(_e, value) => field.onChange(value)}
                  loading={headquarters.isPending}
                  noOptionsText="Sin sucursales"
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Sucursales"
                      required
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={form.control}
              name="templates"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={templateOptions.map((t) => t.id)}
                  getOptionLabel={(id) =>
                    templateOptions.find((t) => t.id === id)?.name ?? employee?.templates.find((t) => t.id === id)?.name ?? ""
                  }
                  value={field.value}
                  onChange={(_e, value) => field.onChange(value)}
                  loading={templates.isPending}
                  noOptionsText="Sin plantillas"
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Plantillas"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? "Deciden lo que el empleado puede ver y hacer"}
                    />
                  )}
                />
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
