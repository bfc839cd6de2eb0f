import CloseIcon from "@mui/icons-material/Close";
import { Alert, Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { isOperable, type Service, type ServiceDetail } from "@despacho/domain";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { useService } from "../../../api/get-service";
import { useNow } from "../../../hooks/use-now";
import { type ActionPermissions, allowedActions, type DeskAction } from "../../service-actions";
import { StatusChip } from "@shared/ui/status-chip";
import { AttachedFiles } from "./attached-files";
import { CompletionDetails } from "./completion-details";
import { DetailActions } from "./detail-actions";
import { ServiceCosts } from "./service-costs";
import { ServiceHistory } from "./service-history";
import { ServiceLocations } from "./service-locations";
import { ServiceNovelties } from "./service-novelties";
import { ServiceSummary } from "./service-summary";
import { ServiceTags } from "./service-tags";

interface ServiceDetailDialogProps {
  uuid: string;
  /** The row as listed, shown while the fresh copy loads. */
  initial?: Service;
  permissions: ActionPermissions;
  onAction: (action: DeskAction, service: Service) => void;
  onClose: () => void;
}

/** spec §2.4 service detail: every field, locations, costs, novelties, files and history. */
export function ServiceDetailDialog({ uuid, initial, permissions, onAction, onClose }: ServiceDetailDialogProps) {
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up("md"));
  const now = useNow();
  const query = useService(uuid);
  const service: ServiceDetail | undefined = query.data ?? initial;

  const operable = service ? isOperable(service, now) : false;
  const actions = service ? allowedActions(service, now, permissions) : [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="service-detail-title" scroll="paper">
      <DialogTitle id="service-detail-title" sx={{ display: "flex", alignItems: "center", gap: 1.5, pr: 6 }}>
        Servicio #{service?.consecutive ?? ""}
        {service && <StatusChip status={service.status} />}
        <IconButton aria-label="Cerrar detalle" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {!service && <DelayedLoader label="Cargando servicio" />}
        {query.isError && !service && <Alert severity="error">No fue posible cargar el servicio.</Alert>}
        {service && (
          <>
            <ServiceSummary service={service} operable={operable} />
            <ServiceLocations service={service} />
            <ServiceCosts service={service} canChange={permissions.change} />
            <ServiceTags service={service} canChange={permissions.change} />
            {service.status === "finished" && <CompletionDetails uuid={uuid} />}
            <ServiceNovelties uuid={uuid} canChange={permissions.change} />
            <AttachedFiles uuid={uuid} canChange={permissions.change} />
            <ServiceHistory uuid={uuid} />
          </>
        )}
      </DialogContent>
      <DetailActions service={service} actions={actions} onAction={onAction} onClose={onClose} />
    </Dialog>
  );
}
