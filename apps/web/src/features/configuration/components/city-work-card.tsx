import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Box, FormControlLabel, IconButton, Paper, Radio, Stack, Switch, TextField, Tooltip, Typography } from "@mui/material";
import type { Bounds, CustomBoundsSettings } from "@despacho/domain";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { CityPicker } from "@shared/ui/city-picker";
import { type CustomBoundsFormValues, withCity } from "./custom-bounds-form";
import { formatNumber, parseNumber } from "./number-input";

const LIMITS: { key: keyof Bounds; label: string; hint: string }[] = [
  { key: "north", label: "Norte", hint: "Latitud" },
  { key: "south", label: "Sur", hint: "Latitud" },
  { key: "east", label: "Este", hint: "Longitud" },
  { key: "west", label: "Oeste", hint: "Longitud" },
];

interface CityWorkCardProps {
  form: UseFormReturn<CustomBoundsFormValues, unknown, CustomBoundsSettings>;
  index: number;
  countryId: string;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One city of the cities work: the city, whether it is the default one and its own limits. */
export function CityWorkCard({ form, index, countryId, onMakeDefault, onRemove }: CityWorkCardProps) {
  const { control } = form;
  const row = useWatch({ control, name: `cities_work.${index}` });
  const errors = form.formState.errors.cities_work?.[index];
  const title = row.city?.name ?? `Ciudad ${index + 1}`;
  return (
    <Paper variant="outlined" role="group" aria-label={`Ciudad ${index + 1}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle2" component="h4" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Tooltip title="Quitar ciudad">
          <IconButton size="small" onClick={onRemove} aria-label={`Quitar ${title}`}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack spacing={1.5}>
        <Controller
          control={control}
          name={`cities_work.${index}.city`}
          render={({ field }) => (
            <CityPicker
              countryId={countryId}
              label={`Ciudad ${index + 1}`}
              value={field.value}
              onChange={(city) => form.setValue(`cities_work.${index}`, withCity(row, city), { shouldDirty: true })}
              onBlur={field.onBlur}
              error={errors?.city?.message}
            />
          )}
        />
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: { sm: 3 } }}>
          <FormControlLabel label="Ciudad por defecto" control={<Radio checked={row.default} onChange={onMakeDefault} />} />
          <Controller
            control={control}
            name={`cities_work.${index}.use_custom_bounds`}
            render={({ field }) => (
              <FormControlLabel
                label="Usar límites personalizados"
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              />
            )}
          />
        </Stack>
        {row.use_custom_bounds && (
          <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(4, 1fr)" } }}>
            {LIMITS.map((limit) => (
              <Controller
                key={limit.key}
                control={control}
                name={`cities_work.${index}.custom_bounds.${limit.key}`}
                render={({ field, fieldState }) => (
                  <TextField
                    label={limit.label}
                    type="number"
                    size="small"
                    value={formatNumber(field.value)}
                    onChange={(e) => field.onChange(parseNumber()(e.target.value))}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? limit.hint}
                    slotProps={{ htmlInput: { step: 0.0001, inputMode: "decimal" } }}
                  />
                )}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
