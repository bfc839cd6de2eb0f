import { and, eq } from "drizzle-orm";
import {
  type FieldError,
  type GeocoderResult,
  MASSIVE_LOAD_MESSAGES as M,
  type MassiveRowData,
  parseEsCoDateTime,
  parseMassiveRow,
  QUICK_PANEL_MESSAGES,
  rowErrors,
  type ServiceCreate,
  scheduledAtError,
  serviceCreateSchema,
  searchKey,
  type WorkingCity,
  zonedLocalToIso,
} from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { paymentMethods, serviceTypes } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { type Geocoder, placesIn } from "../geocoder/index.js";
import { timeZoneOf, workingCitiesOf } from "../headquarters/index.js";
import { surchargesOf } from "../service-types/index.js";

type ServiceTypeRow = typeof serviceTypes.$inferSelect;

/** What every row of a file is checked against, read once per file; addresses found once per file. */
export interface RowContext {
  db: Db;
  headquarterId: string;
  types: Map<string, ServiceTypeRow>;
  payments: Map<string, string>;
  area: { countryId: string; cities: WorkingCity[] };
  /** The headquarter's zone: a scheduled date and time is its wall clock. */
  zone: string;
  geocoder: Geocoder;
  places: Map<string, Promise<GeocoderResult | null>>;
}

export interface ResolvedRow {
  errors: FieldError[];
  /** The creation payload, as the creation panel would send it; null while the row has errors. */
  service: ServiceCreate | null;
}

export async function rowContext(db: Db, headquarterId: string, geocoder: Geocoder): Promise<RowContext> {
  const [types, methods, area, zone] = await Promise.all([
    db
      .select()
      .from(serviceTypes)
      .where(and(eq(serviceTypes.headquarterId, headquarterId), eq(serviceTypes.isActive, true))),
    db
      .select({ id: paymentMethods.id, name: paymentMethods.name })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.headquarterId, headquarterId), eq(paymentMethods.isActive, true))),
    workingCitiesOf(db, headquarterId),
    timeZoneOf(db, headquarterId),
  ]);
  return {
    db,
    headquarterId,
    types: new Map(types.map((t) => [searchKey(t.name), t])),
    payments: new Map(methods.map((m) => [searchKey(m.name), m.id])),
    area,
    zone,
    geocoder,
    places: new Map(),
  };
}

/** The first place the geocoder finds in the headquarter's cities; GEOCODER_UNAVAILABLE when it does not answer. */
function placeOf(ctx: RowContext, address: string) {
  const key = searchKey(address);
  let found = ctx.places.get(key);
  if (!found) {
    found = placesIn(ctx.geocoder, ctx.area, address).then((places) => places[0] ?? null);
    // A failure is not remembered: the next row (or an edit) asks again.
    found.catch(() => ctx.places.delete(key));
    ctx.places.set(key, found);
  }
  return found;
}

type Located = { latitude: number | null; longitude: number | null; city_id: number; foundByGeocode: boolean };

async function locate(ctx: RowContext, address: string, type: ServiceTypeRow | undefined): Promise<Located | string> {
  try {
    const place = await placeOf(ctx, address);
    if (place) return { latitude: place.latitude, longitude: place.longitude, city_id: place.city_id, foundByGeocode: true };
    // spec §3 service type: allow_location_without_coordinates lets an address go without a point.
    return type?.allowLocationWithoutCoordinates
      ? { latitude: null, longitude: null, city_id: -1, foundByGeocode: false }
      : M.addressNotFound;
  } catch (error) {
    if (error instanceof AppError && error.code === "GEOCODER_UNAVAILABLE") return M.geocoderDown;
    throw error;
  }
}

/**
 * A row checked as the creation panel checks a service (the same domain schemas, spec §5), its
 * type and payment method found by name in the headquarter, its addresses through the geocoder
 * and its price computed by the server (the type's base and surcharges, as on creation), a scheduled date and time
 * judged by the panel's scheduling rule.
 * Every field is judged, so the dry run shows all the errors of a row at once.
 */
export async function resolveRow(ctx: RowContext, data: MassiveRowData): Promise<ResolvedRow> {
  const parsed = parseMassiveRow(data);
  const errors = parsed.ok ? [] : [...parsed.errors];
  const failed = (field: string) => errors.some((e) => e.field === field);
  const refuse = (field: string, message: string) => errors.push({ field, message });

  const type = failed("type") ? undefined : ctx.types.get(searchKey(data.type));
  if (!failed("type") && !type) refuse("type", M.typeUnknown);
  const paymentName = data.payment_method.trim();
  const payment = paymentName ? ctx.payments.get(searchKey(paymentName)) : null;
  if (!failed("payment_method") && payment === undefined) refuse("payment_method", M.paymentUnknown);
  // spec §5: the creation panel's scheduling rule, on the headquarter's wall clock.
  const scheduledAt = failed("scheduled_at") ? null : parseEsCoDateTime(data.scheduled_at);
  const late = scheduledAt && scheduledAtError(ctx.zone, scheduledAt);
  if (late) refuse("scheduled_at", late);
  const [origin, destination] = await Promise.all(
    (["origin_address", "destination_address"] as const).map((field) =>
      failed(field) ? Promise.resolve(null) : locate(ctx, data[field].trim(), type),
    ),
  );
  if (typeof origin === "string") refuse("origin_address", origin);
  if (typeof destination === "string") refuse("destination_address", destination);
  if (
    !parsed.ok ||
    !type ||
    errors.length > 0 ||
    !origin ||
    !destination ||
    typeof origin === "string" ||
    typeof destination === "string"
  ) {
    return { errors: rowErrors(errors.map((e) => ({ path: [e.field], message: e.message }))), service: null };
  }
  const row = parsed.row;
  if (type.maxSpecifiedBase !== null && row.required_value > type.maxSpecifiedBase) {
    return { errors: [{ field: "required_value", message: QUICK_PANEL_MESSAGES.requiredValueMax(type.maxSpecifiedBase) }], service: null };
  }
  const located = origin.latitude !== null && destination.latitude !== null;
  const price = await surchargesOf(ctx.db, ctx.headquarterId, null, type, {
    value: null,
    customer: null,
    surcharge_identifier: null,
    is_round_trip: row.is_round_trip,
    distance_surcharge_locations: located
      ? [origin, destination].map((l) => ({ latitude: l.latitude ?? 0, longitude: l.longitude ?? 0 }))
      : [],
  });
  const service = serviceCreateSchema.safeParse({
    name: row.name,
    phone_number: row.phone_number,
    type: type.id,
    calculated_cost: price.calculated_cost,
    required_value: row.required_value,
    is_round_trip: row.is_round_trip,
    payment_method: payment,
    internal_identifier: row.internal_identifier,
    route_code: row.route_code,
    is_scheduled: scheduledAt !== null,
    scheduled_at: scheduledAt && zonedLocalToIso(ctx.zone, scheduledAt),
    locations: [
      { type: "origin", address: row.origin_address, description: row.origin_description, ...origin },
      { type: "destination", address: row.destination_address, description: row.destination_description, ...destination },
    ],
  });
  if (service.success) return { errors: [], service: service.data };
  // The panel's own rules found something the row's did not: named on the row's fields.
  const field = (path: PropertyKey[]) =>
    path[0] === "locations"
      ? `${path[1] === 0 ? "origin" : "destination"}_${path[2] === "description" ? "description" : "address"}`
      : path[0];
  return { errors: rowErrors(service.error.issues.map((i) => ({ path: [field(i.path)], message: i.message }))), service: null };
}
