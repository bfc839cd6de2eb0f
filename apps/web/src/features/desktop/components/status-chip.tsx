// Until the service detail dialog's split lands, its import of the desk's chip stays valid.
export { StatusChip } from "@shared/ui/status-chip";
