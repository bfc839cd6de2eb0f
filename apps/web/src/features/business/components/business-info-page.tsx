import { zodResolver } from "@hookform/resolvers/zod";
import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import { Avatar, Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { businessPatchSchema, MESSAGES, UPLOAD_MAX_BYTES, uploadSizeRefusal, type User } from "@despacho/domain";
import { type ChangeEvent, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useCurrentUser } from "@shared/session/use-current-user";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { PageHeader } from "@shared/ui/page-header";
import { notify } from "@shared/ui/toast-store";
import { businessImageForm, useUpdateBusiness } from "../api/update-business";

const nameSchema = businessPatchSchema.required();
type BusinessName = z.infer<typeof nameSchema>;

/** spec §2.2 /business-info: the business's name and image. */
export function BusinessInfoPage() {
  const user = useCurrentUser();
  if (!user.data?.business) return <DelayedLoader active label="Cargando el negocio" />;
  return (
    <>
      <PageHeader title="Información del negocio" />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={4} sx={{ alignItems: { xs: "center", sm: "flex-start" } }}>
            <BusinessImage user={user.data} />
            <BusinessNameForm name={user.data.business.name} />
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}

function BusinessImage({ user }: { user: User }) {
  const inputId = useId();
  const update = useUpdateBusiness();
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const tooLarge = uploadSizeRefusal(file.size, UPLOAD_MAX_BYTES.photo);
    if (tooLarge) return notify.error(tooLarge);
    update.mutate(businessImageForm(file), { onSuccess: () => notify.success(MESSAGES.updated) });
  };
  const image = user.business?.image_url ?? undefined;
  return (
    <Stack spacing={1.5} sx={{ alignItems: "center", minWidth: 160 }}>
      <Avatar src={image} alt={image ? `Imagen de ${user.business?.name}` : ""} variant="rounded" sx={{ width: 120, height: 120 }}>
        <StorefrontOutlinedIcon sx={{ fontSize: 56 }} />
      </Avatar>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={<PhotoCameraOutlinedIcon />}
        disabled={update.isPending}
      >
        {image ? "Cambiar imagen" : "Agregar imagen"}
      </Button>
      <input id={inputId} type="file" accept="image/*" hidden onChange={upload} data-testid="business-image-input" />
      {update.isPending && (
        <Typography variant="caption" color="text.secondary" role="status">
          {MESSAGES.wait}
        </Typography>
      )}
    </Stack>
  );
}

function BusinessNameForm({ name }: { name: string }) {
  const update = useUpdateBusiness();
  const form = useForm<BusinessName>({ resolver: zodResolver(nameSchema), values: { name } });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((values) => update.mutate(values, { onSuccess: () => notify.success(MESSAGES.updated) }));
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Datos del negocio" sx={{ flex: 1, width: "100%" }}>
      <Stack spacing={2}>
        <TextField
          label="Nombre del negocio"
          fullWidth
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          {...form.register("name")}
        />
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <Button type="submit" variant="contained" disabled={!isDirty || update.isPending}>
            Guardar
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
