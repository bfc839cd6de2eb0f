import type { ServiceStatus } from "./status.js";

// spec §4: display order by_assign, scheduled, pending (including assigned), in_progress, finished, cancelled.
const GROUP: Record<ServiceStatus, number> = {
  by_assign: 0,
  scheduled: 1,
  pending: 2,
  assigned: 2,
  in_progress: 3,
  finished: 4,
  cancelled: 5,
};

export type ListingOrder = 1 | -1;

/** Within each group by consecutive: ascending when the listing-order setting is 1, else descending. */
export function compareServices(order: ListingOrder) {
  return (a: { status: ServiceStatus; consecutive: number }, b: { status: ServiceStatus; consecutive: number }) =>
    GROUP[a.status] - GROUP[b.status] || (order === 1 ? a.consecutive - b.consecutive : b.consecutive - a.consecutive);
}

export const statusGroup = (status: ServiceStatus) => GROUP[status];
