import { Chip } from "@mui/material";
import { SERVICE_STATUS_LABELS, type ServiceStatus } from "@despacho/domain";

const COLORS: Record<ServiceStatus, "default" | "primary" | "secondary" | "success" | "error" | "info" | "warning"> = {
  by_assign: "warning",
  scheduled: "secondary",
  pending: "info",
  assigned: "primary",
  in_progress: "primary",
  finished: "success",
  cancelled: "error",
};

export function StatusChip({ status }: { status: ServiceStatus }) {
  return (
    <Chip
      size="small"
      label={SERVICE_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === "in_progress" || status === "finished" ? "filled" : "outlined"}
      data-testid="service-status"
      sx={{ fontWeight: 600, maxWidth: "100%" }}
    />
  );
}
