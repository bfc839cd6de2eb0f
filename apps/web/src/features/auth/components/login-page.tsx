import { zodResolver } from "@hookform/resolvers/zod";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { type LoginInput, loginSchema, MESSAGES } from "@despacho/domain";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ApiError } from "@shared/api/api-error";
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

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;
  const errorText = loginErrorText(login.error);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user }) => {
        notify.success(MESSAGES.welcome(user.first_name));
        navigate("/", { replace: true });
      },
    }),
  );

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
          <TextField
            label="Usuario"
            autoComplete="username"
            autoFocus
            fullWidth
            size="medium"
            error={Boolean(errors.username)}
            helperText={errors.username?.message}
            slotProps={{ htmlInput: { "data-testid": "login-username" } }}
            {...form.register("username")}
          />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            fullWidth
            size="medium"
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            slotProps={{ htmlInput: { "data-testid": "login-password" } }}
            {...form.register("password")}
          />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            {login.isPending ? MESSAGES.waitShort : "Ingresar"}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
