import { zodResolver } from "@hookform/resolvers/zod";
import { FormControl, FormControlLabel, FormLabel, InputAdornment, Radio, RadioGroup, Stack, Switch, Typography } from "@mui/material";
import {
  AUTO_ASSIGNMENT_STRATEGIES,
  DIFFUSION_LIMITS,
  type DiffusionSettings as DiffusionValues,
  diffusionOf,
  diffusionSettingsSchema,
  type HeadquarterSettingsResponse,
} from "@despacho/domain";
import { Controller, type Path, useForm, useWatch } from "react-hook-form";
import { FormTextField } from "@shared/ui/form-text-field";
import { usePatchSettings } from "../api/patch-settings";
import { EscalationOrderField } from "./escalation-order-field";
import { formatNumber, parseNumber } from "./number-input";
import { SettingsSaveButton, SettingsSection } from "./settings-section";
import { useCurrentSettings } from "./use-current-settings";

/** spec §2.2 /configuration/diffusion: how a headquarter in an automatic mode offers its services to couriers. */
export function DiffusionSettings() {
  const settings = useCurrentSettings();
  return (
    <SettingsSection
      title="Difusión"
      description="Cómo se ofrecen los servicios a los colaboradores en los modos de asignación automática."
      loading={settings.isPending}
      onRetry={settings.isError && !settings.data ? () => settings.refetch() : undefined}
    >
      {settings.data && <DiffusionForm settings={settings.data} key={settings.dataUpdatedAt} />}
    </SettingsSection>
  );
}

interface NumberFieldSpec {
  name: Path<DiffusionValues>;
  label: string;
  unit: string;
  helper: string;
  limit: { min: number; max: number };
  step: number;
}

const NUMBER_FIELDS: NumberFieldSpec[] = [
  {
    name: "radius_km",
    label: "Radio de búsqueda",
    unit: "km",
    helper: "Distancia desde el origen del servicio en la que se buscan colaboradores.",
    limit: DIFFUSION_LIMITS.radiusKm,
    step: 0.5,
  },
  {
    name: "wider_radius_km",
    label: "Radio ampliado",
    unit: "km",
    helper: "El radio que se usa al escalar cuando nadie acepta en el primero; debe ser mayor.",
    limit: DIFFUSION_LIMITS.radiusKm,
    step: 0.5,
  },
  {
    name: "couriers_per_offer",
    label: "Colaboradores por oferta",
    unit: "colaboradores",
    helper: "A cuántos colaboradores va cada oferta a la vez.",
    limit: DIFFUSION_LIMITS.couriersPerOffer,
    step: 1,
  },
  {
    name: "acceptance_seconds",
    label: "Tiempo para aceptar",
    unit: "s",
    helper: "Segundos que tiene el colaborador para aceptar antes de pasar al siguiente.",
    limit: DIFFUSION_LIMITS.acceptanceSeconds,
    step: 1,
  },
  {
    name: "max_active_services",
    label: "Servicios activos por colaborador",
    unit: "servicios",
    helper: "Cuántos servicios en curso puede llevar un colaborador a la vez (agrupación).",
    limit: DIFFUSION_LIMITS.maxActiveServices,
    step: 1,
  },
  {
    name: "bundle_window_minutes",
    label: "Ventana de agrupación",
    unit: "min",
    helper: "Servicios del mismo origen listos con esta diferencia se ofrecen juntos; 0 no agrupa.",
    limit: DIFFUSION_LIMITS.bundleWindowMinutes,
    step: 1,
  },
];

function DiffusionForm({ settings }: { settings: HeadquarterSettingsResponse }) {
  const save = usePatchSettings();
  const form = useForm<DiffusionValues>({ resolver: zodResolver(diffusionSettingsSchema), defaultValues: diffusionOf(settings) });
  const useWorkingHours = useWatch({ control: form.control, name: "use_working_hours" });

  return (
    <form onSubmit={form.handleSubmit((diffusion) => save.mutate({ diffusion }))} noValidate>
      <Stack spacing={3}>
        <Controller
          control={form.control}
          name="strategy"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="diffusion-strategy-label">Estrategia de la asignación automática</FormLabel>
              <RadioGroup {...field} aria-labelledby="diffusion-strategy-label">
                {AUTO_ASSIGNMENT_STRATEGIES.map((s) => (
                  <FormControlLabel key={s.value} value={s.value} control={<Radio />} label={s.text} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Stack direction={{ xs: "column", sm: "row" }} useFlexGap spacing={2} sx={{ flexWrap: "wrap" }}>
          {NUMBER_FIELDS.map((f) => (
            <FormTextField
              key={f.name}
              control={form.control}
              name={f.name}
              label={f.label}
              helperText={f.helper}
              type="number"
              parse={parseNumber()}
              format={(v) => formatNumber(typeof v === "number" ? v : null)}
              sx={{ width: { xs: "100%", sm: 380 } }}
              slotProps={{
                htmlInput: { min: f.limit.min, max: f.limit.max, step: f.step, inputMode: f.step < 1 ? "decimal" : "numeric" },
                input: { endAdornment: <InputAdornment position="end">{f.unit}</InputAdornment> },
              }}
            />
          ))}
        </Stack>
        <Controller
          control={form.control}
          name="escalation"
          render={({ field, fieldState }) => (
            <EscalationOrderField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Horarios de trabajo
          </Typography>
          <Controller
            control={form.control}
            name="use_working_hours"
            render={({ field }) => (
              <FormControlLabel
                label="Tener en cuenta los horarios de trabajo de los colaboradores"
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              />
            )}
          />
          <Controller
            control={form.control}
            name="include_out_of_hours"
            render={({ field }) => (
              <FormControlLabel
                label="Incluir colaboradores fuera de horario (después de los que están en horario)"
                disabled={!useWorkingHours}
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              />
            )}
          />
        </Stack>
        <SettingsSaveButton saving={save.isPending} dirty={form.formState.isDirty} />
      </Stack>
    </form>
  );
}
