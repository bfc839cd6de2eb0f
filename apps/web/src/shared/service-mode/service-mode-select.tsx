import { MenuItem, TextField } from "@mui/material";
import { SERVICE_MODES, type ServiceMode } from "@despacho/domain";
import { useHeadquarterSettings } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { useRoles } from "@shared/permissions/use-roles";
import { useSession } from "@shared/session/use-session";
import { serviceModeOptions } from "./service-mode-control";
import { useSaveServiceMode } from "./use-save-service-mode";

const isServiceMode = (value: string): value is ServiceMode => SERVICE_MODES.some((m) => m.value === value);

/** spec §2.3/§2.4 'Modo de servicio': the one control of the profile menu and of Configuración → General. */
export function ServiceModeSelect({ onSaved, fullWidth = false }: { onSaved?: () => void; fullWidth?: boolean }) {
  const settings = useHeadquarterSettings(useSession().headquarter);
  const { roles } = useRoles();
  const save = useSaveServiceMode();
  const current = settings.data?.service_mode;
  const options = serviceModeOptions(roles, current);

  return (
    <TextField
      select
      label="Modo de servicio"
      size={fullWidth ? "small" : "medium"}
      fullWidth={fullWidth}
      value={current ?? ""}
      disabled={!current || save.isPending}
      helperText={settings.isError && !current ? "No se pudo cargar el modo de servicio" : undefined}
      onChange={(e) => {
        const mode = e.target.value;
        if (isServiceMode(mode) && mode !== current) save.mutate(mode, { onSettled: onSaved });
      }}
      sx={fullWidth ? undefined : { maxWidth: 360 }}
    >
      {options.map((m) => (
        <MenuItem key={m.value} value={m.value} disabled={m.disabled}>
          {m.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
