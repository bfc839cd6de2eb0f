import { zodResolver } from "@hookform/resolvers/zod";
import AddLocationAltOutlinedIcon from "@mui/icons-material/AddLocationAltOutlined";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { CITIES_WORK_MAX, type CustomBoundsSettings as CustomBoundsValues, type HeadquarterSettingsResponse } from "@despacho/domain";
import { useFieldArray, useForm } from "react-hook-form";
import { useCurrentUser } from "@shared/session/use-current-user";
import { FormSwitch } from "@shared/ui/form-switch";
import { usePatchSettings } from "../api/patch-settings";
import { CityWorkCard } from "./city-work-card";
import { type CustomBoundsFormValues, customBoundsDefaults, customBoundsFormSchema, newCityWorkRow } from "./custom-bounds-form";
import { SettingsSaveButton, SettingsSection } from "./settings-section";
import { useCurrentSettings } from "./use-current-settings";

/** spec §2.2 /configuration/custom-bounds, §3 cities_work: the cities the headquarter works in and their limits. */
export function CustomBoundsSettings() {
  const settings = useCurrentSettings();
  return (
    <SettingsSection
      title="Límites personalizados"
      description="Las ciudades donde trabaja la sucursal. El mapa de creación de servicios muestra la ciudad por defecto y la búsqueda de direcciones se limita a estas ciudades."
      loading={settings.isPending}
      onRetry={settings.isError && !settings.data ? () => settings.refetch() : undefined}
    >
      {settings.data && <CustomBoundsForm settings={settings.data} key={settings.dataUpdatedAt} />}
    </SettingsSection>
  );
}

function CustomBoundsForm({ settings }: { settings: HeadquarterSettingsResponse }) {
  const save = usePatchSettings();
  const countryId = useCurrentUser().data?.company?.country ?? "CO";
  const form = useForm<CustomBoundsFormValues, unknown, CustomBoundsValues>({
    resolver: zodResolver(customBoundsFormSchema),
    defaultValues: customBoundsDefaults(settings),
  });
  const rows = useFieldArray({ control: form.control, name: "cities_work" });
  const listErrors = form.formState.errors.cities_work;
  const listError = listErrors?.root?.message ?? listErrors?.message;

  const makeDefault = (index: number) => {
    for (const [i] of rows.fields.entries()) form.setValue(`cities_work.${i}.default`, i === index, { shouldDirty: true });
  };

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack spacing={2}>
        <FormSwitch control={form.control} name="enable_custom_cities_work" label="Usar ciudades de trabajo personalizadas" />
        <Typography variant="subtitle2" component="h3">
          Ciudades de trabajo
        </Typography>
        {rows.fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No hay ciudades en el listado. Sin ciudades personalizadas la sucursal trabaja en su propia ciudad.
          </Typography>
        )}
        {rows.fields.map((item, index) => (
          <CityWorkCard
            key={item.id}
            form={form}
            index={index}
            countryId={countryId}
            onMakeDefault={() => makeDefault(index)}
            onRemove={() => rows.remove(index)}
          />
        ))}
        {listError && <Alert severity="error">{listError}</Alert>}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddLocationAltOutlinedIcon />}
            disabled={rows.fields.length >= CITIES_WORK_MAX}
            onClick={() => rows.append(newCityWorkRow(form.getValues("cities_work")), { shouldFocus: false })}
          >
            Agregar ciudad
          </Button>
        </Box>
        <SettingsSaveButton saving={save.isPending} dirty={form.formState.isDirty} />
      </Stack>
    </form>
  );
}
