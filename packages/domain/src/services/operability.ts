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

export function isOperable(service: SchedulableService, typeMaxMinutes: number | null, now: Date = new Date()): boolean {
  const from = operableFrom(service, typeMaxMinutes);
  return from === null || now.getTime() >= from.getTime();
}
