import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { setTokens } from "@despacho/client";
import { COLLABORATOR_LIMITS, courierSignUpSchema } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { courierApi } from "../api";
import { fieldErrorsOf, refusedFields } from "../forms/field-errors";
import { type FieldSpec, FormFields } from "../forms/form-fields";
import { useForm } from "../forms/use-form";
import { messageOf } from "../hooks";
import { navigate } from "../router";

const FIELDS: FieldSpec[] = [
  { name: "first_name", label: "Nombres", autoComplete: "given-name", required: true, maxLength: COLLABORATOR_LIMITS.first_name },
  { name: "last_name", label: "Apellidos", autoComplete: "family-name", required: true, maxLength: COLLABORATOR_LIMITS.last_name },
  { name: "nuip", label: "Número de documento", autoComplete: "off", required: true, maxLength: COLLABORATOR_LIMITS.nuip },
  { name: "phone_number", label: "Celular", type: "tel", autoComplete: "tel", required: true, maxLength: COLLABORATOR_LIMITS.phone_number },
  { name: "email", label: "Correo electrónico", type: "email", autoComplete: "email", required: true },
  { name: "username", label: "Usuario", autoComplete: "username", required: true, maxLength: COLLABORATOR_LIMITS.username },
  { name: "password", label: "Contraseña", type: "password", autoComplete: "new-password", required: true },
];

/**
 * A new courier creates their account (POST /api/courier/sign-up/, limited per address) and is signed in with it: the
 * domain's schema checks the form first, the API's refusals (a taken username) land on their field.
 */
export function SignUpScreen() {
  const form = useForm(Object.fromEntries(FIELDS.map((f) => [f.name, ""])));
  const create = useMutation({
    mutationFn: async () => {
      const parsed = courierSignUpSchema.parse(form.values);
      await courierApi.signUp(parsed);
      const session = await courierApi.signIn(parsed.username, parsed.password);
      setTokens(session.access, session.refresh);
    },
    onSuccess: () => navigate("/"),
    onError: (error) => form.setErrors(refusedFields(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = courierSignUpSchema.safeParse(form.values);
    if (!parsed.success) return form.setErrors(fieldErrorsOf(parsed.error.issues));
    create.mutate();
  };
  const fieldRefusal = Object.values(refusedFields(create.error)).some(Boolean);

  return (
    <Box component="main" sx={{ minHeight: "100dvh", bgcolor: "background.default", p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, borderWidth: 2, maxWidth: 520, mx: "auto" }}>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby="sign-up-title">
          <Typography id="sign-up-title" variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            Crea tu cuenta de colaborador
          </Typography>
          <Typography>Con tu cuenta podrás pedir unirte a una sucursal y recibir servicios.</Typography>
          <FormFields fields={FIELDS} values={form.values} errors={form.errors} onChange={form.change} />
          {create.error && !fieldRefusal && <Alert severity="error">{messageOf(create.error)}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
            {create.isPending ? "Creando cuenta…" : "Crear cuenta"}
          </Button>
          <Button href="/login" variant="text">
            Ya tengo cuenta: ingresar
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
