import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Autocomplete, Box, MenuItem, TextField } from "@mui/material";
import {
  ACCOUNT_MESSAGES,
  EMPLOYEE_FIRST_NAME_MAX,
  EMPLOYEE_LAST_NAME_MAX,
  EMPLOYEE_USERNAME_MAX,
  type Employee,
  employeeCreateSchema,
  INPUT_MESSAGES,
  LIST_LIMIT_MAX,
  ROUTES,
} from "@despacho/domain";
import { Controller, useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { z } from "zod";
import { useEmployments } from "@shared/api/employments/get-employments";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { useTemplates } from "@shared/api/templates/get-templates";
import { useIdempotencyKey } from "@shared/hooks/use-idempotency-key";
import { useServerErrors } from "@shared/hooks/use-server-errors";
import { FormPage, FormRecord } from "@shared/ui/form-page";
import { FormTextField } from "@shared/ui/form-text-field";
import { notify } from "@shared/ui/toast-store";
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
  return (
    <FormRecord
      id={id}
      record={useEmployee(id)}
      loadingLabel="Cargando empleado"
      missingTitle="El empleado no existe"
      missingHint="Puede que trabaje en otra sucursal."
      backTo={ROUTES.employees.path}
      backLabel="Volver a empleados"
    >
      {(employee) => <EmployeeForm employee={employee} key={employee?.id} />}
    </FormRecord>
  );
}

function EmployeeForm({ employee }: { employee?: Employee }) {
  const navigate = useNavigate();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const headquarters = useActiveHeadquarters();
  const employments = useEmployments({ limit: LIST_LIMIT_MAX, offset: 0, search: "" });
  const templates = useTemplates(ALL);
  const idempotencyKey = useIdempotencyKey();
  const hqOptions = headquarters.data ?? [];
  const initial: FormValues = {
    username: employee?.username ?? "",
    first_name: employee?.first_name ?? "",
    last_name: employee?.last_name ?? "",
    email: employee?.email ?? "",
    password: "",
    // Only the headquarters the administrator works in are theirs to give (an employee of others is refused: decision 022).
    headquarters: employee?.headquarters.map((h) => h.id).filter((id) => hqOptions.some((h) => h.uuid === id)) ?? [],
    employment: employee?.employment?.id ?? null,
    templates: employee?.templates.map((t) => t.id) ?? [],
  };
  const form = useForm<FormValues>({
    resolver: zodResolver(employee ? editSchema : employeeCreateSchema),
    defaultValues: initial,
  });
  const { formError, setFormError, showServerErrors } = useServerErrors(form.setError, FIELDS, ["bad-request", "conflict", "forbidden"]);
  const pending = create.isPending || update.isPending;
  const back = () => navigate(ROUTES.employees.path);

  // The employee's own Cargo stays selectable even when it is another headquarter's.
  const employmentOptions = [
    ...(employments.data?.results ?? []),
    ...(employee?.employment && !employments.data?.results.some((e) => e.id === employee.employment?.id) ? [employee.employment] : []),
  ];
  const templateOptions = templates.data?.results ?? [];

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
    update.mutate(
      { id: employee.id, ...changed },
      {
        onSuccess: (saved) => {
          // Issue 19: a new email waits for the new address to confirm it.
          if (changed.email !== undefined && saved.pending_email) notify.info(ACCOUNT_MESSAGES.emailPending(saved.pending_email));
          back();
        },
        onError: showServerErrors,
      },
    );
  });

  return (
    <FormPage
      title={employee ? "Editar empleado" : "Nuevo empleado"}
      subtitle={employee ? employee.full_name : "Personal de la empresa con acceso al panel"}
      backTo={ROUTES.employees.path}
      onSubmit={submit}
      pending={pending}
      formError={formError}
      maxWidth={820}
    >
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
        <Box sx={{ display: "grid", gap: 1 }}>
          <FormTextField control={form.control} name="email" label="Correo electrónico" type="email" required />
          {employee?.pending_email && <Alert severity="info">{ACCOUNT_MESSAGES.emailPending(employee.pending_email)}</Alert>}
        </Box>
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
          <FormTextField control={form.control} name="password" label="Contraseña" type="password" required autoComplete="new-password" />
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
              <TextField {...params} label="Sucursales" required error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
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
    </FormPage>
  );
}
