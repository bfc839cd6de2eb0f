import type { ServiceStatus } from "@despacho/domain";

export interface StatusColours {
  background: string;
  text: string;
}

/**
 * The one colour of each service status, on the desk, in /services and in the service detail.
 * A chip paints its own background, so it reads the same on every colour theme (dark included);
 * every text keeps a contrast of at least 4.5:1 on its background (status-palette.test.ts).
 */
export const STATUS_PALETTE: Record<ServiceStatus, StatusColours> = {
  by_assign: { background: "#ffedd5", text: "#9a3412" },
  scheduled: { background: "#ede9fe", text: "#5b21b6" },
  pending: { background: "#fef9c3", text: "#854d0e" },
  assigned: { background: "#dbeafe", text: "#1e40af" },
  in_progress: { background: "#cffafe", text: "#155e75" },
  finished: { background: "#dcfce7", text: "#166534" },
  cancelled: { background: "#fee2e2", text: "#991b1b" },
};
