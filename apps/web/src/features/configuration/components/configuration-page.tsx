import CampaignOutlinedIcon from "@mui/icons-material/CampaignOutlined";
import { Box, Button, Tab, Tabs } from "@mui/material";
import { isAllowed, type Requirement, ROUTES } from "@despacho/domain";
import { useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { useRoles } from "@shared/permissions/use-roles";
import { PageHeader } from "@shared/ui/page-header";
import { NotificationComposeDialog } from "./notification-compose-dialog";

// spec §2.2 /configuration children.
const SECTIONS: { label: string; path: string; auth?: Requirement }[] = [
  { label: "General", path: ROUTES.configurationGeneral.path },
  { label: "Difusión", path: ROUTES.configurationDiffusion.path },
  { label: "Activación y remuneración", path: ROUTES.configurationActivationRemuneration.path },
  { label: "Tipos de servicio", path: ROUTES.configurationServiceType.path },
  { label: "Métodos de pago", path: ROUTES.configurationPaymentMethod.path },
  { label: "Campos del formulario", path: ROUTES.configurationFieldForm.path },
  { label: "Límites personalizados", path: ROUTES.configurationCustomBounds.path },
  { label: "Webhooks", path: ROUTES.configurationWebhooks.path, auth: ROUTES.configurationWebhooks.auth },
  { label: "Claves de API", path: ROUTES.configurationApiKeys.path, auth: ROUTES.configurationApiKeys.auth },
];

/** spec §2.2 /configuration: one tab per child route, each its own address. */
export function ConfigurationPage() {
  const { pathname } = useLocation();
  const { roles } = useRoles();
  const [composing, setComposing] = useState(false);
  const sections = SECTIONS.filter((s) => isAllowed(roles, s.auth));
  const current = sections.find((s) => pathname.startsWith(s.path))?.path ?? false;

  return (
    <>
      <PageHeader
        title="Configuración"
        subtitle="Ajustes de la sucursal seleccionada"
        actions={
          <Button variant="outlined" startIcon={<CampaignOutlinedIcon />} onClick={() => setComposing(true)}>
            Enviar notificación
          </Button>
        }
      />
      <Box component="nav" aria-label="Secciones de configuración" sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {sections.map((s) => (
            <Tab key={s.path} label={s.label} value={s.path} component={Link} to={s.path} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
      {composing && <NotificationComposeDialog onClose={() => setComposing(false)} />}
    </>
  );
}
