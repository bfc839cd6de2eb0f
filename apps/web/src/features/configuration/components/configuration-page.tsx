import CampaignOutlinedIcon from "@mui/icons-material/CampaignOutlined";
import { Box, Button, Tab, Tabs } from "@mui/material";
import { ROUTES } from "@despacho/domain";
import { useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { PageHeader } from "@shared/ui/page-header";
import { NotificationComposeDialog } from "./notification-compose-dialog";

// spec §2.2 /configuration children.
const SECTIONS = [
  { label: "General", path: ROUTES.configurationGeneral.path },
  { label: "Difusión", path: ROUTES.configurationDiffusion.path },
  { label: "Activación y remuneración", path: ROUTES.configurationActivationRemuneration.path },
  { label: "Tipos de servicio", path: ROUTES.configurationServiceType.path },
  { label: "Métodos de pago", path: ROUTES.configurationPaymentMethod.path },
  { label: "Campos del formulario", path: ROUTES.configurationFieldForm.path },
  { label: "Límites personalizados", path: ROUTES.configurationCustomBounds.path },
];

/** spec §2.2 /configuration: one tab per child route, each its own address. */
export function ConfigurationPage() {
  const { pathname } = useLocation();
  const [composing, setComposing] = useState(false);
  const current = SECTIONS.find((s) => pathname.startsWith(s.path))?.path ?? false;

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
          {SECTIONS.map((s) => (
            <Tab key={s.path} label={s.label} value={s.path} component={Link} to={s.path} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
      {composing && <NotificationComposeDialog onClose={() => setComposing(false)} />}
    </>
  );
}
