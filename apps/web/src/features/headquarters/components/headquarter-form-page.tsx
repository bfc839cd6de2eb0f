import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, FormControlLabel, Paper, Stack, Switch, Typography } from "@mui/material";
import { type FieldError, GOOGLE_KEY_MAX, type Headquarter, HEADQUARTER_NAME_INPUT_MAX, ROUTES } from "@despacho/domain";
import { useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ApiError } from "@shared/api/api-error";
import { useCurrentUser } from "@shared/session/get-current-user";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { FormTextField } from "@shared/ui/form-text-field";
import { PageHeader } from "@shared/ui/page-header";
import { useHeadquarter } from "../api/get-headquarter";
import { useCreateHeadquarter, useUpdateHeadquarter } from "../api/save-headquarter";
import { CityPicker } from "./city-picker";
import {
  changedFields,
  type HeadquarterFormOutput,
  type HeadquarterFormValues,
  headquarterFormDefaults,
  headquarterFormSchema,
} from "./headquarter-form-values";
import { HeadquarterImageField } from "./headquarter-image-field";

const FIELDS = ["name", "city", "google_key"] as const;

/** spec §2.2 /headquarters/new and /headquarter/{id}/edit. */
export function HeadquarterFormPage() {
  const { id } = useParams();
  const loaded = useHeadquarter(id);
  if (!id) return <HeadquarterForm allowLinkage />;
  if (loaded.isPending) return <DelayedLoader label="Cargando sucursal" />;
  if (loaded.isError || !loaded.data) {
    return (
      <EmptyState
        title="La sucursal no existe"
        hint="Puede que sea de otra empresa o que el enlace esté incompleto."
        action={
          <Button component={RouterLink} to={ROUTES.headquarters.path}>
            Volver a sucursales
          </Button>
        }
      />
    );
  }
  const { headquarter, allowLinkage } = loaded.data;
  return <HeadquarterForm headquarter={headquarter} allowLinkage={allowLinkage} key={headquarter.uuid} />;
}

function HeadquarterForm({ headquarter, allowLinkage: initialLinkage }: { headquarter?: Headquarter; allowLinkage: boolean }) {
  const navigate = useNavigate();
  const countryId = useCurrentUser().data?.company?.country ?? "CO";
  const create = useCreateHeadquarter();
  const update = useUpdateHeadquarter();
  const [idempotencyKey] = useState(() => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""));
  const [image, setImage] = useState<File | null>(null);
  const [allowLinkage, setAllowLinkage] = useState(initialLinkage);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HeadquarterFormValues, unknown, HeadquarterFormOutput>({
    resolver: zodResolver(headquarterFormSchema),
    defaultValues: headquarterFormDefaults(headquarter),
  });
  const pending = create.isPending || update.isPending;
  const back = () => navigate(ROUTES.headquarters.path);

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.kind !== "bad-request") return;
    const loose: FieldError[] = [];
    for (const f of error.fields) {
      if ((FIELDS as readonly string[]).includes(f.field))
        form.setError(f.field as FieldPath<HeadquarterFormValues>, { type: "server", message: f.message });
      else loose.push(f);
    }
    setFormError(loose.length || error.fields.length === 0 ? (loose[0]?.message ?? error.message) : null);
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    if (!headquarter) {
      create.mutate({ input: values, image, allowLinkage, idempotencyKey }, { onSuccess: back, onError: showServerErrors });
      return;
    }
    const patch = changedFields(headquarter, values);
    const linkage = allowLinkage !== initialLinkage ? allowLinkage : undefined;
    if (!image && Object.keys(patch).length === 0 && linkage === undefined) return back();
    update.mutate({ id: headquarter.uuid, patch, image, allowLinkage: linkage }, { onSuccess: back, onError: showServerErrors });
  });

  const name = form.watch("name");
  return (
    <>
      <PageHeader
        title={headquarter ? "Editar sucursal" : "Nueva sucursal"}
        subtitle={headquarter ? headquarter.name : "Sucursal de la empresa"}
        actions={
          <Button component={RouterLink} to={ROUTES.headquarters.path} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" onSubmit={submit} noValidate aria-label={headquarter ? "Editar sucursal" : "Nueva sucursal"}>
          <Stack spacing={2.5}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <HeadquarterImageField name={name} currentUrl={headquarter?.image_url ?? null} file={image} onChange={setImage} />
            <FormTextField
              control={form.control}
              name="name"
              label="Nombre"
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: HEADQUARTER_NAME_INPUT_MAX } }}
            />
            <Controller
              control={form.control}
              name="city"
              render={({ field, fieldState }) => (
                <CityPicker
                  countryId={countryId}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormTextField
              control={form.control}
              name="google_key"
              label="Clave de Google Maps"
              helperText="Opcional; se conserva por compatibilidad"
              slotProps={{ htmlInput: { maxLength: GOOGLE_KEY_MAX } }}
            />
            <Box>
              <FormControlLabel
                control={<Switch checked={allowLinkage} onChange={(e) => setAllowLinkage(e.target.checked)} />}
                label="Permitir solicitudes de vinculación"
              />
              <Typography variant="body2" color="text.secondary">
                Los colaboradores pueden pedir unirse a esta sucursal.
              </Typography>
            </Box>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap", rowGap: 1 }}>
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
