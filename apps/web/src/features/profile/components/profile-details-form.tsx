import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack, TextField } from "@mui/material";
import { MESSAGES, profilePatchSchema, type User } from "@despacho/domain";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { notify } from "@shared/ui/toast-store";
import { useUpdateProfile } from "../api/update-profile";

const namesSchema = profilePatchSchema.pick({ first_name: true, last_name: true }).required();
type Names = z.infer<typeof namesSchema>;

export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<Names>({
    resolver: zodResolver(namesSchema),
    values: { first_name: user.first_name, last_name: user.last_name },
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) => update.mutate(values, { onSuccess: () => notify.success(MESSAGES.updated) }));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Datos personales">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          label="Nombres"
          fullWidth
          error={Boolean(errors.first_name)}
          helperText={errors.first_name?.message}
          {...form.register("first_name")}
        />
        <TextField
          label="Apellidos"
          fullWidth
          error={Boolean(errors.last_name)}
          helperText={errors.last_name?.message}
          {...form.register("last_name")}
        />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Button type="submit" variant="contained" disabled={!isDirty || update.isPending}>
          Guardar
        </Button>
      </Stack>
    </Stack>
  );
}
