import type { Service, ServiceLocation, ServiceStatus } from "@despacho/domain";
import type { jobs, serviceFiles, serviceLocations, services } from "../../db/schema/index.js";

type ServiceRow = typeof services.$inferSelect;
type LocationRow = typeof serviceLocations.$inferSelect;
type FileRow = typeof serviceFiles.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

export interface MessengerName {
  id: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The courier of a left join of messengers and their users: null when the service has none. */
export const joinedMessenger = (m: { [K in keyof MessengerName]: MessengerName[K] | null } | null): MessengerName | null =>
  m?.id && m.firstName !== null && m.lastName !== null
    ? { id: m.id, firstName: m.firstName, lastName: m.lastName, imageUrl: m.imageUrl }
    : null;

export const presentMessengerName = (m: MessengerName) => ({ uuid: m.id, full_name: fullName(m), image_url: m.imageUrl });

export const presentLocation = (l: LocationRow): ServiceLocation => ({
  type: l.type,
  address: l.address,
  description: l.description,
  latitude: l.latitude,
  longitude: l.longitude,
  city_id: l.cityId,
  city: l.city,
  foundByGeocode: l.foundByGeocode,
});

// spec §3 Service: API names only, no column leaks.
export function presentService(row: ServiceRow, typeName: string, messenger: MessengerName | null, locations: LocationRow[]): Service {
  return {
    uuid: row.id,
    consecutive: row.consecutive,
    status: row.status,
    type: row.typeId,
    type_id: row.typeId,
    type_name: typeName,
    headquarter: row.headquarterId,
    name: row.name,
    phone_number: row.phoneNumber,
    messengers_number: row.messengersNumber,
    is_round_trip: row.isRoundTrip,
    is_hourly_service: row.isHourlyService,
    direct_assignment: row.directAssignment,
    internal_identifier: row.internalIdentifier,
    route_code: row.routeCode,
    surcharge_identifier: row.surchargeIdentifier,
    is_scheduled: row.isScheduled,
    scheduled_at: iso(row.scheduledAt),
    operable_at: iso(row.operableAt),
    max_time_to_operate_scheduled_services: row.maxTimeToOperateScheduledServices,
    repeat_scheduled: row.repeatScheduled,
    repeat_scheduled_at: row.repeatScheduledAt,
    payment_method: row.paymentMethodId,
    is_payment_verified: row.isPaymentVerified,
    messenger: messenger ? presentMessengerName(messenger) : null,
    customer: row.customerId,
    anonymous_customer: row.anonymousCustomerId,
    locations: locations.map(presentLocation),
    calculated_cost: row.calculatedCost,
    required_value: row.requiredValue,
    tags: row.tags,
    has_novelties: Object.keys(row.noveltyFields).length > 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export interface HistoryRow {
  id: string;
  action: string;
  fromStatus: ServiceStatus | null;
  toStatus: ServiceStatus;
  data: Record<string, unknown>;
  createdAt: Date;
  user: { id: string; firstName: string; lastName: string } | null;
  apiKey: { id: string; name: string } | null;
  /** Left joins: every field null when the entry moved no courier. */
  fromMessenger: { id: string | null; firstName: string | null; lastName: string | null } | null;
  toMessenger: { id: string | null; firstName: string | null; lastName: string | null } | null;
}

type Person = { id: string | null; firstName: string | null; lastName: string | null } | null;
const personOf = (p: Person) =>
  p?.id ? { uuid: p.id, full_name: fullName({ firstName: p.firstName ?? "", lastName: p.lastName ?? "" }) } : null;

export const presentHistory = (h: HistoryRow) => ({
  uuid: h.id,
  user: personOf(h.user),
  api_key: h.apiKey ? { uuid: h.apiKey.id, name: h.apiKey.name } : null,
  action: h.action,
  from: h.fromStatus,
  to: h.toStatus,
  from_messenger: personOf(h.fromMessenger),
  to_messenger: personOf(h.toMessenger),
  data: h.data,
  created_at: h.createdAt.toISOString(),
});

export const presentFile = (f: FileRow) => ({
  uuid: f.id,
  name: f.name,
  size: f.size,
  content_type: f.contentType,
  created_at: f.createdAt.toISOString(),
});

export const presentReport = (j: JobRow) => ({
  uuid: j.id,
  status: j.status,
  progress: j.progress,
  created_at: j.createdAt.toISOString(),
  rows: typeof j.result?.rows === "number" ? j.result.rows : null,
});
