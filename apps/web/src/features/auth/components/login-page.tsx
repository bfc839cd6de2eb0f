import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import { Alert, Box, Button, FormControl, FormHelperText, InputLabel, OutlinedInput, Paper, Stack, Typography } from "@mui/material";
import { COURIER_APP_PATH, COURIER_SIGN_UP_PATH, type LoginInput, MESSAGES } from "@despacho/domain";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, firstScreenSchemas } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { useLogin } from "../api/login";

function loginErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.kind === "rate-limited") {
    return error.retryAfterSeconds ? `${MESSAGES.tooManyRequests} (${error.retryAfterSeconds} s)` : MESSAGES.tooManyRequests;
  }
  if (error.kind === "auth") return error.message;
  if (error.kind === "bad-request") return error.fields.map((f) => f.message).join(". ") || error.message;
  return null;
}

interface LoginFieldProps {
  field: keyof LoginInput;
  label: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
  autoComplete: string;
  autoFocus?: boolean;
  type?: string;
}

// An outlined field built from its parts: TextField would bring Select, Menu and Popover to /login.
function LoginField({ field, label, value, error, onChange, autoComplete, autoFocus, type }: LoginFieldProps) {
  const id = `login-${field}`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={field}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={error ? `${id}-error` : undefined}
        inputProps={{ "data-testid": id }}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ username: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginInput, string>>>({});
  const errorText = loginErrorText(login.error);
  // A field's message goes once it is edited; the schema decides again on the next submit.
  const change = (field: keyof LoginInput) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // The domain's login schema decides; it loads with the first submit so /login downloads no zod.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { loginSchema } = await firstScreenSchemas();
    const parsed = loginSchema.safeParse(values);
    setErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
    if (!parsed.success) return;
    login.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        // A courier's session belongs in the courier app (issue 24): another page, so a full load.
        if (user.kind === "messenger") return window.location.assign(COURIER_APP_PATH);
        notify.success(MESSAGES.welcome(user.first_name));
        navigate("/", { replace: true });
      },
    });
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: "100dvh",
        display: "grid",
        placeItems: "center",
        p: 2,
        background: (t) =>
          `radial-gradient(circle at 20% 10%, ${t.palette.primary.main}33, transparent 45%), ${t.palette.background.default}`,
      }}
    >
      <Paper elevation={0} sx={{ width: "100%", maxWidth: 400, p: { xs: 3, sm: 4 }, border: 1, borderColor: "divider", borderRadius: 3 }}>
        <Stack spacing={1} sx={{ alignItems: "center", mb: 3 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 2,
              bgcolor: "primary.main",
              color: "primary.contrastText",
              display: "grid",
              placeItems: "center",
            }}
          >
            <LocalShippingOutlinedIcon fontSize="large" aria-hidden />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Despacho
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Ingresa con tu usuario para continuar
          </Typography>
        </Stack>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Iniciar sesión">
          {errorText && (
            <Alert severity="error" data-testid="login-error">
              {errorText}
            </Alert>
          )}
          <LoginField
            field="username"
            label="Usuario"
            autoComplete="username"
            autoFocus
            value={values.username}
            error={errors.username}
            onChange={change("username")}
          />
          <LoginField
            field="password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={change("password")}
          />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            {login.isPending ? MESSAGES.waitShort : "Ingresar"}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ mt: 2, textAlign: "center" }}>
          ¿Eres colaborador y aún no tienes cuenta?{" "}
          <Box component="a" href={COURIER_SIGN_UP_PATH} sx={{ color: "primary.main", fontWeight: 700 }}>
            Crea tu cuenta
          </Box>
        </Typography>
      </Paper>
    </Box>
  );
}
