import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, InputAdornment, Stack, Switch, TextField } from "@mui/material";
import {
  ATTACH_FILE_CASES,
  bytesToMegabytes,
  type FieldFormSettings as FieldFormValues,
  fieldFormSettingsSchema,
  type HeadquarterSettingsResponse,
  SERVICE_FORM_FIELDS,
  megabytesToBytes,
  UPLOAD_MAX_BYTES,
} from "@despacho/domain";
import { Controller, useForm } from "react-hook-form";
import { usePatchSettings } from "../api/patch-settings";
import { SettingsSaveButton, SettingsSection } from "./settings-section";
import { useCurrentSettings } from "./use-current-settings";

const FIELD_LABELS: Record<(typeof SERVICE_FORM_FIELDS)[number], string> = {
  direct_assignment: "Asignación directa",
  internal_identifier: "Identificador interno",
  is_round_trip: "Ida y vuelta",
  messengers_number: "Número de colaboradores",
  route_code: "Código de ruta",
  customer: "Cliente",
};

/** spec §5: the creation fields business users see, and when files may be attached (with their size limit). */
export function FieldFormSettings() {
  const settings = useCurrentSettings();
  return (
    <SettingsSection
      title="Campos del formulario"
      description="Los campos que ven los usuarios de negocio al crear un servicio y cuándo pueden adjuntar archivos."
      loading={settings.isPending}
      onRetry={settings.isError && !settings.data ? () => settings.refetch() : undefined}
    >
      {settings.data && <FieldForm settings={settings.data} key={settings.dataUpdatedAt} />}
    </SettingsSection>
  );
}

function FieldForm({ settings }: { settings: HeadquarterSettingsResponse }) {
  const save = usePatchSettings();
  const form = useForm<FieldFormValues>({
    resolver: zodResolver(fieldFormSettingsSchema),
    defaultValues: {
      form_fields_to_display_on_service_creation: settings.form_fields_to_display_on_service_creation,
      allowed_cases_to_attach_files_and_limits: Object.fromEntries(
        ATTACH_FILE_CASES.map((c) => [
          c.value,
          settings.allowed_cases_to_attach_files_and_limits[c.value] ?? { allowed: false, max_size: UPLOAD_MAX_BYTES.serviceFile },
        ]),
      ),
    },
  });
  const caseErrors = form.formState.errors.allowed_cases_to_attach_files_and_limits;

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack spacing={3}>
        <Controller
          control={form.control}
          name="form_fields_to_display_on_service_creation"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">Campos al crear un servicio</FormLabel>
              <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                {SERVICE_FORM_FIELDS.map((name) => (
                  <FormControlLabel
                    key={name}
                    label={FIELD_LABELS[name]}
                    control={
                      <Checkbox
                        checked={field.value.includes(name)}
                        onChange={(e) => field.onChange(e.target.checked ? [...field.value, name] : field.value.filter((v) => v !== name))}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
        />
        <FormControl component="fieldset">
          <FormLabel component="legend">Archivos adjuntos</FormLabel>
          {ATTACH_FILE_CASES.map((c) => (
            <Stack key={c.value} direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 1, alignItems: { sm: "center" } }}>
              <Controller
                control={form.control}
                name={`allowed_cases_to_attach_files_and_limits.${c.value}.allowed`}
                render={({ field }) => (
                  <FormControlLabel
                    label={c.text}
                    control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    sx={{ minWidth: 240 }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`allowed_cases_to_attach_files_and_limits.${c.value}.max_size`}
                render={({ field }) => (
                  <TextField
                    label="Tamaño máximo"
                    type="number"
                    value={Number.isNaN(field.value) ? "" : bytesToMegabytes(field.value)}
                    onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : megabytesToBytes(Number(e.target.value)))}
                    onBlur={field.onBlur}
                    error={Boolean(caseErrors?.[c.value])}
                    helperText={caseErrors?.[c.value]?.max_size?.message}
                    sx={{ maxWidth: 200 }}
                    slotProps={{
                      htmlInput: { min: 0.01, max: 50, step: 0.5, inputMode: "decimal" },
                      input: { endAdornment: <InputAdornment position="end">MB</InputAdornment> },
                    }}
                  />
                )}
              />
            </Stack>
          ))}
        </FormControl>
        <SettingsSaveButton saving={save.isPending} dirty={form.formState.isDirty} />
      </Stack>
    </form>
  );
}
