import { ROUTES, SERVICE_MODES, serviceModesFor } from "@despacho/domain";

const CHANGE_MODE = "change_mode_service_headquartersettings";

/** spec §2.3: the profile menu's 'Modo de servicio' — with its codename, and not on /configuration (General has it). */
export function showsServiceModeInMenu(roles: readonly string[], pathname: string): boolean {
  const onConfiguration = pathname === ROUTES.configuration.path || pathname.startsWith(`${ROUTES.configuration.path}/`);
  return roles.includes(CHANGE_MODE) && !onConfiguration;
}

export interface ServiceModeOption {
  value: (typeof SERVICE_MODES)[number]["value"];
  text: string;
  disabled: boolean;
}

/**
 * spec §6: the modes the user may choose (queued ones only with view_queuegeozone). The headquarter's current mode is
 * listed even when the user may not choose it, disabled, so the control still says which mode is on.
 */
export function serviceModeOptions(roles: readonly string[], current: string | undefined): ServiceModeOption[] {
  const offered = serviceModesFor(roles);
  return SERVICE_MODES.filter((m) => offered.includes(m) || m.value === current).map((m) => ({
    value: m.value,
    text: m.text,
    disabled: !offered.includes(m),
  }));
}
