import { Alert, Button, Stack, Typography } from "@mui/material";
import { COLLABORATOR_LIMITS, type CourierProfile, courierProfilePatchSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { courierApi, QUERY_KEYS } from "../api";
import { fieldErrorsOf, refusedFields } from "../forms/field-errors";
import { type FieldSpec, FormFields } from "../forms/form-fields";
import { useForm } from "../forms/use-form";
import { messageOf } from "../hooks";
import { navigate } from "../router";

const FIELDS: FieldSpec[] = [
  { name: "first_name", label: "Nombres", autoComplete: "given-name", required: true, maxLength: COLLABORATOR_LIMITS.first_name },
  { name: "last_name", label: "Apellidos", autoComplete: "family-name", required: true, maxLength: COLLABORATOR_LIMITS.last_name },
  { name: "phone_number", label: "Celular", type: "tel", autoComplete: "tel", required: true, maxLength: COLLABORATOR_LIMITS.phone_number },
  { name: "email", label: "Correo electrónico", type: "email", autoComplete: "email", required: true },
  { name: "address", label: "Dirección", autoComplete: "street-address", maxLength: COLLABORATOR_LIMITS.address },
];

/** The courier's own data as the API lets them change it (PATCH /api/courier/profile/); the username and document stay. */
export function ProfileForm({ profile }: { profile: CourierProfile }) {
  const queryClient = useQueryClient();
  const form = useForm({
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone_number: profile.phone_number ?? "",
    email: profile.email,
    address: profile.address ?? "",
  });
  const save = useMutation({
    mutationFn: courierApi.updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEYS.profile, saved);
      navigate("/perfil");
    },
    onError: (error) => form.setErrors(refusedFields(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = courierProfilePatchSchema.safeParse(form.values);
    if (!parsed.success) return form.setErrors(fieldErrorsOf(parsed.error.issues));
    save.mutate(parsed.data);
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby="profile-form-title">
      <Typography id="profile-form-title" variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        Mis datos
      </Typography>
      <Typography>
        Usuario: {profile.username}
        {profile.nuip && ` · Documento: ${profile.nuip}`}
      </Typography>
      <FormFields fields={FIELDS} values={form.values} errors={form.errors} onChange={form.change} />
      {save.error && !Object.keys(refusedFields(save.error)).length && <Alert severity="error">{messageOf(save.error)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
        Guardar
      </Button>
      <Button variant="outlined" size="large" onClick={() => navigate("/perfil")}>
        Cancelar
      </Button>
    </Stack>
  );
}
