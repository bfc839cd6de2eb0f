import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Collapse,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import {
  BUSINESS_MESSAGES,
  PAGE_SIZE,
  PANEL_DEBOUNCE_MS,
  type PaymentMethod,
  QUICK_PANEL_LIMITS,
  type ServiceType,
  type SurchargeBreakdown,
  isWeekdayKey,
  WEEKDAYS_FROM_MONDAY,
  zonedDateTimeLocal,
} from "@despacho/domain";
import { type ReactNode, useState } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useMessengers } from "@shared/api/messengers/get-messengers";
import { courierMarks } from "@shared/couriers/courier-marks";
import { formatCop } from "@shared/format/money";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { FormTextField } from "@shared/ui/form-text-field";
import { SurchargeBreakdownTable } from "@shared/ui/surcharge-breakdown-table";
import type { FormField, QuickPanelOutput, QuickPanelValues } from "../form/quick-panel-form";

interface PanelServiceProps {
  form: UseFormReturn<QuickPanelValues, unknown, QuickPanelOutput>;
  types: ServiceType[];
  paymentMethods: PaymentMethod[];
  visible: (field: FormField) => boolean;
  /** A business user: the cost is the server's and the server picks the courier of a direct assignment. */
  business: boolean;
  breakdown: SurchargeBreakdown | undefined;
  calculating: boolean;
  /** Shown under the cost when the calculation failed. */
  breakdownError: string | null;
  files: ReactNode;
}

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));
const numberText = (value: number | undefined) => (Number.isFinite(value) ? value : "");

/** panelTwo: what is sent and what it costs (spec §3 creation payload, §5 rules). */
export function PanelService({
  form,
  types,
  paymentMethods,
  visible,
  business,
  breakdown,
  calculating,
  breakdownError,
  files,
}: PanelServiceProps) {
  const { control } = form;
  const [typeId, valueView, isScheduled, repeat, direct] = useWatch({
    control,
    name: ["type", "value_view", "is_scheduled", "repeat_scheduled", "direct_assignment"],
  });
  const type = types.find((t) => t.uuid === typeId);
  const [messengerSearch, setMessengerSearch] = useState("");
  const messengerQ = useDebouncedValue(messengerSearch.trim(), PANEL_DEBOUNCE_MS);
  const messengers = useMessengers(
    { q: messengerQ, limit: PAGE_SIZE.messengers },
    { enabled: !business && visible("direct_assignment") && direct, keepPrevious: true },
  );
  const [extraDate, setExtraDate] = useState("");
  const zone = useDisplayTimeZone();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="type" select label="Tipo de servicio" required fullWidth>
          {types.length === 0 && (
            <MenuItem value="" disabled>
              No hay tipos de servicio activos
            </MenuItem>
          )}
          {types.map((t) => (
            <MenuItem key={t.uuid} value={t.uuid}>
              {t.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="payment_method"
          format={(value) => value ?? ""}
          parse={(text) => text || null}
          select
          label="Método de pago"
          fullWidth
        >
          {paymentMethods.map((m) => (
            <MenuItem key={m.uuid} value={m.uuid}>
              {m.name}
              {m.is_default ? " (predeterminado)" : ""}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, width: "100%" }}>
          <FormTextField
            control={control}
            name="calculated_cost"
            format={numberText}
            parse={numberOrUndefined}
            label="Costo del servicio"
            required
            fullWidth
            type="number"
            helperText={
              calculating
                ? "Calculando recargos..."
                : business
                  ? BUSINESS_MESSAGES.costByServer
                  : "Calculado según el tipo y las ubicaciones; editable"
            }
            slotProps={{
              htmlInput: { min: 0, step: 100, readOnly: business },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          {breakdownError && <FormHelperText error>{breakdownError}</FormHelperText>}
          {breakdown && <SurchargeBreakdownTable breakdown={breakdown} />}
        </Box>
        {visible("messengers_number") && (
          <FormTextField
            control={control}
            name="messengers_number"
            format={numberText}
            parse={numberOrUndefined}
            label="Número de mensajeros"
            type="number"
            sx={{ width: { xs: "100%", sm: 200 } }}
            helperText={`De ${QUICK_PANEL_LIMITS.messengersMin} a ${QUICK_PANEL_LIMITS.messengersMax}`}
            slotProps={{ htmlInput: { min: QUICK_PANEL_LIMITS.messengersMin, max: QUICK_PANEL_LIMITS.messengersMax, step: 1 } }}
          />
        )}
      </Stack>

      <Box>
        <Controller
          control={control}
          name="value_view"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label="Recaudar un valor al entregar"
            />
          )}
        />
        <Collapse in={valueView} unmountOnExit>
          <FormTextField
            control={control}
            name="required_value"
            format={numberText}
            parse={numberOrUndefined}
            label="Valor requerido"
            type="number"
            fullWidth
            sx={{ mt: 1 }}
            helperText={type?.max_specified_base != null ? `Máximo ${formatCop(type.max_specified_base)} para ${type.name}` : undefined}
            slotProps={{
              htmlInput: { min: 0, step: 100 },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Collapse>
      </Box>

      <Box>
        <Controller
          control={control}
          name="is_scheduled"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label="Programar servicio"
            />
          )}
        />
        <Collapse in={isScheduled} unmountOnExit>
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            <FormTextField
              control={control}
              name="scheduled_at"
              label={`Fecha y hora (${zone})`}
              type="datetime-local"
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: zonedDateTimeLocal(zone) } }}
            />
            <Controller
              control={control}
              name="repeat_scheduled"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
                  label="Repetir"
                />
              )}
            />
            {repeat && (
              <Controller
                control={control}
                name="repeat_scheduled_at"
                render={({ field, fieldState }) => {
                  const days = field.value.filter(isWeekdayKey);
                  const dates = field.value.filter((d) => !isWeekdayKey(d));
                  return (
                    <Box>
                      <Typography variant="body2" sx={{ mb: 0.5 }}>
                        Días de la semana
                      </Typography>
                      <ToggleButtonGroup
                        size="small"
                        value={days}
                        onChange={(_, next: string[]) => field.onChange([...next, ...dates])}
                        aria-label="Días de repetición"
                        sx={{ flexWrap: "wrap" }}
                      >
                        {WEEKDAYS_FROM_MONDAY.map((day) => (
                          <ToggleButton key={day.key} value={day.key} aria-label={day.label}>
                            {day.short}
                          </ToggleButton>
                        ))}
                      </ToggleButtonGroup>
                      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
                        <TextField
                          label="Fecha adicional"
                          type="date"
                          size="small"
                          value={extraDate}
                          onChange={(e) => setExtraDate(e.target.value)}
                          slotProps={{ inputLabel: { shrink: true } }}
                        />
                        <Button
                          size="small"
                          disabled={!extraDate || field.value.includes(extraDate)}
                          onClick={() => {
                            field.onChange([...field.value, extraDate]);
                            setExtraDate("");
                          }}
                        >
                          Agregar fecha
                        </Button>
                        {dates.map((d) => (
                          <Chip key={d} size="small" label={d} onDelete={() => field.onChange(field.value.filter((x) => x !== d))} />
                        ))}
                      </Stack>
                      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                    </Box>
                  );
                }}
              />
            )}
          </Stack>
        </Collapse>
      </Box>

      {visible("direct_assignment") && (
        <Box>
          <Controller
            control={control}
            name="direct_assignment"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
                label="Asignación directa"
              />
            )}
          />
          {business && direct && <FormHelperText>{BUSINESS_MESSAGES.directAssignmentHint}</FormHelperText>}
          <Collapse in={!business && direct} unmountOnExit>
            <Controller
              control={control}
              name="messenger"
              render={({ field, fieldState }) => {
                const options = messengers.data?.results ?? [];
                return (
                  <Autocomplete
                    options={options}
                    value={options.find((m) => m.uuid === field.value) ?? null}
                    onChange={(_, m) => field.onChange(m?.uuid ?? null)}
                    onInputChange={(_, text, reason) => reason === "input" && setMessengerSearch(text)}
                    getOptionLabel={(m) => m.full_name}
                    getOptionDisabled={(m) => !courierMarks(m).selectable}
                    isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
                    filterOptions={(x) => x}
                    loading={messengers.isFetching}
                    noOptionsText="Sin colaboradores"
                    loadingText="Buscando..."
                    renderOption={({ key, ...props }, m) => (
                      <li key={key} {...props}>
                        <Box>
                          <Typography variant="body2">{m.full_name}</Typography>
                          <Typography variant="caption" color={m.status === "Conectado" ? "success.main" : "text.secondary"}>
                            {[m.status, ...(m.is_available ? [] : ["ocupado"]), ...courierMarks(m).labels].join(" · ")}
                          </Typography>
                        </Box>
                      </li>
                    )}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Colaborador"
                        required
                        sx={{ mt: 1 }}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                );
              }}
            />
          </Collapse>
        </Box>
      )}

      {(visible("internal_identifier") || visible("route_code")) && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          {visible("internal_identifier") && (
            <FormTextField
              control={control}
              name="internal_identifier"
              label="Identificador interno"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          )}
          {visible("route_code") && (
            <FormTextField
              control={control}
              name="route_code"
              label="Código de ruta"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
          )}
        </Stack>
      )}
      {types.length === 0 && <Alert severity="warning">La sucursal no tiene tipos de servicio activos.</Alert>}
      {files}
    </Stack>
  );
}
