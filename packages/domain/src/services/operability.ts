import type { ServiceAction, ServiceStatus } from "./status.js";

export interface SchedulableService {
  is_scheduled: boolean;
  scheduled_at: string | Date | null;
  max_time_to_operate_scheduled_services: number | null;
}

// spec §4: operable once now is at or past scheduled time minus the maximum minutes to operate
// scheduled services (from the service, else its type).
export function operableFrom(service: SchedulableService, typeMaxMinutes: number | null): Date | null {
  if (!service.is_scheduled || !service.scheduled_at) return null;
  const minutes = service.max_time_to_operate_scheduled_services ?? typeMaxMinutes ?? 0;
  return new Date(new Date(service.scheduled_at).getTime() - minutes * 60_000);
}

/** Whether a service is operable now, from the operable_at the API fixed with operableFrom (none: always). */
export function isOperable(service: { operable_at: string | Date | null }, now: Date = new Date()): boolean {
  return service.operable_at === null || now.getTime() >= new Date(service.operable_at).getTime();
}

/** spec §4: a scheduled service that is not operable yet takes no action but cancelling. */
export function waitsToOperate(
  action: ServiceAction,
  service: { status: ServiceStatus; operable_at: string | Date | null },
  now: Date = new Date(),
): boolean {
  return service.status === "scheduled" && action !== "cancel" && !isOperable(service, now);
}
