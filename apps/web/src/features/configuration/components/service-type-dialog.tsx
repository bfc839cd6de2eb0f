import { zodResolver } from "@hookform/resolvers/zod";
import { Box, FormControlLabel, InputAdornment, Stack, Switch } from "@mui/material";
import { CATALOG_NAME_MAX, DEFAULT_PROOF_RULES, type ServiceType, type ServiceTypeInput, serviceTypeInputSchema } from "@despacho/domain";
import { Controller, useForm } from "react-hook-form";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormSwitch } from "@shared/ui/form-switch";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateServiceType, useUpdateServiceType } from "../api/save-service-type";
import { formatNumber, parseNumber } from "./number-input";
import { ProofRulesFields } from "./proof-rules-fields";

const pesos = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { min: 0, inputMode: "numeric" },
} as const;
const NO_DISTANCE_SURCHARGE = { included_km: 0, value_per_km: 0 };

const valuesOf = (type?: ServiceType): ServiceTypeInput => ({
  name: type?.name ?? "",
  base_cost: type?.base_cost ?? 0,
  has_active_surcharges: type?.has_active_surcharges ?? false,
  round_trip_surcharge_percent: type?.round_trip_surcharge_percent ?? 0,
  distance_surcharge: type?.distance_surcharge ?? null,
  max_specified_base: type?.max_specified_base ?? null,
  max_time_to_operate_scheduled_services: type?.max_time_to_operate_scheduled_services ?? null,
  allow_location_without_coordinates: type?.allow_location_without_coordinates ?? false,
  skip_address_confirmation_on_the_map: type?.skip_address_confirmation_on_the_map ?? false,
  is_active: type?.is_active ?? true,
  proof_rules: type?.proof_rules ?? DEFAULT_PROOF_RULES,
});

/** Adds or edits a service type: base cost, surcharges, distance surcharge, limits, map rules (spec §3) and proof (issue 24). */
export function ServiceTypeDialog({ type, onClose }: { type?: ServiceType; onClose: () => void }) {
  const create = useCreateServiceType();
  const update = useUpdateServiceType();
  const pending = create.isPending || update.isPending;
  const form = useForm<ServiceTypeInput>({ resolver: zodResolver(serviceTypeInputSchema), defaultValues: valuesOf(type) });
  const submit = form.handleSubmit((values) => {
    if (type) update.mutate({ id: type.uuid, patch: values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  });

  return (
    <FormDialog
      title={type ? "Editar tipo de servicio" : "Nuevo tipo de servicio"}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="name"
          label="Nombre"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: CATALOG_NAME_MAX } }}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField
            control={form.control}
            name="base_cost"
            label="Costo base"
            type="number"
            parse={parseNumber()}
            format={formatNumber}
            slotProps={pesos}
          />
          <FormTextField
            control={form.control}
            name="max_specified_base"
            label="Base máxima declarada"
            type="number"
            parse={parseNumber(null)}
            format={formatNumber}
            helperText="Vacío: sin límite"
            slotProps={pesos}
          />
          <FormTextField
            control={form.control}
            name="round_trip_surcharge_percent"
            label="Recargo ida y vuelta"
            type="number"
            parse={parseNumber()}
            format={formatNumber}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { min: 0, max: 100 } }}
          />
          <FormTextField
            control={form.control}
            name="max_time_to_operate_scheduled_services"
            label="Minutos antes para operar programados"
            type="number"
            parse={parseNumber(null)}
            format={formatNumber}
            helperText="Vacío: sin anticipación"
            slotProps={{
              // The long label stays above the box, so it never runs under the 'min' unit on a phone.
              inputLabel: { shrink: true },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
              htmlInput: { min: 0 },
            }}
          />
        </Box>
        <FormSwitch control={form.control} name="has_active_surcharges" label="Recargos activos" />
        <Controller
          control={form.control}
          name="distance_surcharge"
          render={({ field }) => (
            <FormControlLabel
              label="Recargo por distancia"
              control={
                <Switch checked={field.value !== null} onChange={(e) => field.onChange(e.target.checked ? NO_DISTANCE_SURCHARGE : null)} />
              }
            />
          )}
        />
        {form.watch("distance_surcharge") !== null && (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <FormTextField
              control={form.control}
              name="distance_surcharge.included_km"
              label="Kilómetros incluidos"
              type="number"
              parse={parseNumber()}
              format={formatNumber}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">km</InputAdornment> }, htmlInput: { min: 0 } }}
            />
            <FormTextField
              control={form.control}
              name="distance_surcharge.value_per_km"
              label="Valor por kilómetro adicional"
              type="number"
              parse={parseNumber()}
              format={formatNumber}
              slotProps={pesos}
            />
          </Box>
        )}
        <FormSwitch control={form.control} name="allow_location_without_coordinates" label="Permitir direcciones sin coordenadas" />
        <FormSwitch
          control={form.control}
          name="skip_address_confirmation_on_the_map"
          label="Omitir la confirmación de la dirección en el mapa"
        />
        <ProofRulesFields control={form.control} />
        <FormSwitch control={form.control} name="is_active" label="Activo" />
      </Stack>
    </FormDialog>
  );
}
