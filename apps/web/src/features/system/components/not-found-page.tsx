import SearchOffIcon from "@mui/icons-material/SearchOff";
import { StatusPage } from "@shared/ui/status-page";

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Página no encontrada"
      message="La dirección que buscas no existe o fue movida."
      icon={<SearchOffIcon />}
    />
  );
}
