import { Chip } from "@mui/material";
import { SERVICE_STATUS_LABELS, type ServiceStatus } from "@despacho/domain";
import { STATUS_PALETTE } from "./status-palette";

/** A service status in its colour of the one palette; the same chip on every screen. */
export function StatusChip({ status }: { status: ServiceStatus }) {
  const { background, text } = STATUS_PALETTE[status];
  return (
    <Chip
      size="small"
      label={SERVICE_STATUS_LABELS[status]}
      data-testid="service-status"
      sx={{ fontWeight: 600, maxWidth: "100%", bgcolor: background, color: text }}
    />
  );
}
