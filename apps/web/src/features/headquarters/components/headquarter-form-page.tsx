import { zodResolver } from "@hookform/resolvers/zod";
import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import { GOOGLE_KEY_MAX, type Headquarter, HEADQUARTER_NAME_INPUT_MAX, ROUTES } from "@despacho/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { useIdempotencyKey } from "@shared/hooks/use-idempotency-key";
import { useServerErrors } from "@shared/hooks/use-server-errors";
import { useCurrentUser } from "@shared/session/use-current-user";
import { FormPage, FormRecord } from "@shared/ui/form-page";
import { FormTextField } from "@shared/ui/form-text-field";
import { useHeadquarter } from "../api/get-headquarter";
import { useCreateHeadquarter, useUpdateHeadquarter } from "../api/save-headquarter";
import { CityPicker } from "@shared/ui/city-picker";
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
  return (
    <FormRecord
      id={id}
      record={useHeadquarter(id)}
      loadingLabel="Cargando sucursal"
      missingTitle="La sucursal no existe"
      missingHint="Puede que sea de otra empresa o que el enlace esté incompleto."
      backTo={ROUTES.headquarters.path}
      backLabel="Volver a sucursales"
    >
      {(loaded) =>
        loaded ? (
          <HeadquarterForm headquarter={loaded.headquarter} allowLinkage={loaded.allowLinkage} key={loaded.headquarter.uuid} />
        ) : (
          <HeadquarterForm allowLinkage />
        )
      }
    </FormRecord>
  );
}

function HeadquarterForm({ headquarter, allowLinkage: initialLinkage }: { headquarter?: Headquarter; allowLinkage: boolean }) {
  const navigate = useNavigate();
  const countryId = useCurrentUser().data?.company?.country ?? "CO";
  const create = useCreateHeadquarter();
  const update = useUpdateHeadquarter();
  const idempotencyKey = useIdempotencyKey();
  const [image, setImage] = useState<File | null>(null);
  const [allowLinkage, setAllowLinkage] = useState(initialLinkage);
  const form = useForm<HeadquarterFormValues, unknown, HeadquarterFormOutput>({
    resolver: zodResolver(headquarterFormSchema),
    defaultValues: headquarterFormDefaults(headquarter),
  });
  const { formError, setFormError, showServerErrors } = useServerErrors(form.setError, FIELDS);
  const pending = create.isPending || update.isPending;
  const back = () => navigate(ROUTES.headquarters.path);

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
  const title = headquarter ? "Editar sucursal" : "Nueva sucursal";
  return (
    <FormPage
      title={title}
      subtitle={headquarter ? headquarter.name : "Sucursal de la empresa"}
      backTo={ROUTES.headquarters.path}
      onSubmit={submit}
      pending={pending}
      formError={formError}
      maxWidth={720}
      formLabel={title}
    >
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
    </FormPage>
  );
}
