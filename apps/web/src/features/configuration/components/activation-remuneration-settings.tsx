import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, InputAdornment, Radio, RadioGroup, Stack } from "@mui/material";
import {
  ACTIVATION_REQUIREMENTS,
  type HeadquarterSettingsResponse,
  type RemunerationSettings,
  remunerationSettingsSchema,
} from "@despacho/domain";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useSession } from "@shared/session/use-session";
import { FormTextField } from "@shared/ui/form-text-field";
import { useRemunerationModes } from "../api/get-remuneration-modes";
import { usePatchSettings } from "../api/patch-settings";
import { formatNumber, parseNumber } from "./number-input";
import { SettingsSaveButton, SettingsSection } from "./settings-section";
import { useCurrentSettings } from "./use-current-settings";

const VALUE_LABEL: Record<RemunerationSettings["remuneration_mode"], string> = {
  per_service: "Valor por servicio",
  percentage_of_cost: "Porcentaje del costo del servicio",
  fixed_per_day: "Valor fijo por día",
};

/** spec §2.2 /activation-remuneration: how couriers are paid and what one must have to be activated. */
export function ActivationRemunerationSettings() {
  const settings = useCurrentSettings();
  const modes = useRemunerationModes(useSession().headquarter);
  const loading = settings.isPending || modes.isPending;
  const failed = (settings.isError && !settings.data) || (modes.isError && !modes.data);
  return (
    <SettingsSection
      title="Activación y remuneración"
      description="El pago de los colaboradores y lo que deben tener para poder activarse."
      loading={loading}
      onRetry={failed ? () => Promise.all([settings.refetch(), modes.refetch()]) : undefined}
    >
      {settings.data && modes.data && <RemunerationForm settings={settings.data} modes={modes.data} key={settings.dataUpdatedAt} />}
    </SettingsSection>
  );
}

function RemunerationForm({ settings, modes }: { settings: HeadquarterSettingsResponse; modes: { value: string; text: string }[] }) {
  const save = usePatchSettings();
  const form = useForm<RemunerationSettings>({
    resolver: zodResolver(remunerationSettingsSchema),
    defaultValues: {
      remuneration_mode: settings.remuneration_mode,
      remuneration_value: settings.remuneration_value,
      activation_requirements: settings.activation_requirements,
    },
  });
  const mode = useWatch({ control: form.control, name: "remuneration_mode" });
  const percent = mode === "percentage_of_cost";

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack spacing={3}>
        <Controller
          control={form.control}
          name="remuneration_mode"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="remuneration-mode-label">Modo de remuneración</FormLabel>
              <RadioGroup {...field} aria-labelledby="remuneration-mode-label" row>
                {modes.map((m) => (
                  <FormControlLabel key={m.value} value={m.value} control={<Radio />} label={m.text} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <FormTextField
          control={form.control}
          name="remuneration_value"
          label={VALUE_LABEL[mode]}
          type="number"
          parse={parseNumber()}
          format={formatNumber}
          sx={{ maxWidth: 320 }}
          slotProps={{
            htmlInput: { min: 0, max: percent ? 100 : undefined, step: 1, inputMode: "numeric" },
            input: percent
              ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
              : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <Controller
          control={form.control}
          name="activation_requirements"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">Requisitos para activar a un colaborador</FormLabel>
              <FormGroup>
                {ACTIVATION_REQUIREMENTS.map((r) => (
                  <FormControlLabel
                    key={r.value}
                    label={r.text}
                    control={
                      <Checkbox
                        checked={field.value.includes(r.value)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...field.value, r.value] : field.value.filter((v) => v !== r.value))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
        />
        <SettingsSaveButton saving={save.isPending} dirty={form.formState.isDirty} />
      </Stack>
    </form>
  );
}
