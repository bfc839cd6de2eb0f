import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import { StatusPage } from "@shared/ui/status-page";

export function ForbiddenPage() {
  return (
    <StatusPage
      code="403"
      title="Acceso denegado"
      message="Tu usuario no tiene permisos para ver ninguna sección. Contacta al administrador de tu empresa."
      icon={<LockOutlinedIcon />}
      homeLink={false}
    />
  );
}
