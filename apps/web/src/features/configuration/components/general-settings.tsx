import { Autocomplete, FormControlLabel, MenuItem, Stack, Switch, TextField } from "@mui/material";
import { type HeadquarterSettingsPatch, TIME_ZONES } from "@despacho/domain";
import { ServiceModeSelect } from "@shared/service-mode/service-mode-select";
import { usePatchSettings } from "../api/patch-settings";
import { CustomerGatewaySettings } from "./customer-gateway-settings";
import { SettingsSection } from "./settings-section";
import { useCurrentSettings } from "./use-current-settings";

type Toggle = "available" | "use_map_autocompletion" | "show_messengers_modal_to_assign_a_service";

const TOGGLES: { key: Toggle; label: string }[] = [
  { key: "available", label: "Disponible para crear servicios ('Nuevo servicio' en el escritorio)" },
  { key: "use_map_autocompletion", label: "Autocompletar direcciones con el mapa" },
  { key: "show_messengers_modal_to_assign_a_service", label: "Mostrar los colaboradores al asignar un servicio" },
];

const LISTING_ORDERS = [
  { value: -1, text: "Más recientes primero" },
  { value: 1, text: "Más antiguos primero" },
] as const;

/** spec §3 headquarter settings: each change is saved at once and every open desk follows it. */
export function GeneralSettings() {
  const settings = useCurrentSettings();
  const save = usePatchSettings();
  const data = settings.data;
  const patch = (value: HeadquarterSettingsPatch) => save.mutate(value);

  return (
    <>
      <SettingsSection
        title="General"
        description="Cómo trabaja la sucursal: creación de servicios, orden del escritorio y asignación."
        loading={settings.isPending}
        onRetry={settings.isError && !data ? () => settings.refetch() : undefined}
      >
        {data && (
          <Stack spacing={2.5}>
            {TOGGLES.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                label={label}
                control={<Switch checked={data[key]} disabled={save.isPending} onChange={(e) => patch({ [key]: e.target.checked })} />}
              />
            ))}
            <TextField
              select
              label="Orden del listado de servicios"
              value={data.service_listing_order}
              disabled={save.isPending}
              onChange={(e) => patch({ service_listing_order: Number(e.target.value) === 1 ? 1 : -1 })}
              sx={{ maxWidth: 360 }}
            >
              {LISTING_ORDERS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.text}
                </MenuItem>
              ))}
            </TextField>
            <ServiceModeSelect />
            <Autocomplete
              options={TIME_ZONES}
              value={data.time_zone}
              disableClearable
              disabled={save.isPending}
              onChange={(_, zone) => patch({ time_zone: zone })}
              renderInput={(params) => <TextField {...params} label="Zona horaria" />}
              sx={{ maxWidth: 360 }}
            />
          </Stack>
        )}
      </SettingsSection>
      <CustomerGatewaySettings />
    </>
  );
}
