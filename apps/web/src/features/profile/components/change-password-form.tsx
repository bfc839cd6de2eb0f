import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack, TextField } from "@mui/material";
import { type ChangePasswordInput, changePasswordSchema, MESSAGES } from "@despacho/domain";
import { useForm } from "react-hook-form";
import { ApiError } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { useChangePassword } from "../api/change-password";

const FIELDS = ["old_password", "new_password"] as const;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { old_password: "", new_password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notify.success(MESSAGES.updated);
        form.reset();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        let shown = false;
        for (const { field, message } of error.fields) {
          const name = FIELDS.find((f) => field.endsWith(f));
          if (name) form.setError(name, { message });
          shown ||= Boolean(name);
        }
        if (!shown) notify.error(error.fields[0]?.message ?? error.message);
      },
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Cambiar contraseña">
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        error={Boolean(errors.old_password)}
        helperText={errors.old_password?.message}
        {...form.register("old_password")}
      />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        error={Boolean(errors.new_password)}
        helperText={errors.new_password?.message}
        {...form.register("new_password")}
      />
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          Cambiar contraseña
        </Button>
      </Stack>
    </Stack>
  );
}
