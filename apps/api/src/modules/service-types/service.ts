import { and, asc, count, eq, ilike } from "drizzle-orm";
import { calculateSurcharges, type ServiceTypeInput, type ServiceTypePatch, type SurchargeRequest } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { containsPattern, isForeignKeyViolation } from "../../db/query-helpers.js";
import { serviceTypes, services } from "../../db/schema/index.js";
import { badRequest, notFound } from "../../errors.js";
import type { Window } from "../../pagination.js";
import { findCustomer } from "../customers/service.js";
import type { ServiceTypeRow } from "./presenter.js";

export { presentServiceType } from "./presenter.js";

export const SERVICE_TYPES_ALL_MAX = 500;

export interface ServiceTypeFilter {
  includeInactive: boolean;
  nameContains?: string;
}

const inHeadquarter = (headquarterId: string, id: string) => and(eq(serviceTypes.id, id), eq(serviceTypes.headquarterId, headquarterId));

function whereOf(headquarterId: string, filter: ServiceTypeFilter) {
  return and(
    eq(serviceTypes.headquarterId, headquarterId),
    filter.includeInactive ? undefined : eq(serviceTypes.isActive, true),
    filter.nameContains ? ilike(serviceTypes.name, containsPattern(filter.nameContains)) : undefined,
  );
}

const columnsOf = (input: ServiceTypePatch) => ({
  name: input.name,
  baseCost: input.base_cost,
  allowLocationWithoutCoordinates: input.allow_location_without_coordinates,
  hasActiveSurcharges: input.has_active_surcharges,
  distanceSurcharge: input.distance_surcharge,
  roundTripSurchargePercent: input.round_trip_surcharge_percent,
  skipAddressConfirmationOnTheMap: input.skip_address_confirmation_on_the_map,
  maxSpecifiedBase: input.max_specified_base,
  maxTimeToOperateScheduledServices: input.max_time_to_operate_scheduled_services,
  isActive: input.is_active,
});

export async function listServiceTypes(db: Db, headquarterId: string, win: Window, filter: ServiceTypeFilter) {
  const where = whereOf(headquarterId, filter);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(serviceTypes).where(where).orderBy(asc(serviceTypes.name), asc(serviceTypes.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(serviceTypes).where(where),
  ]);
  return { rows, total };
}

export function allServiceTypes(db: Db, headquarterId: string, filter: ServiceTypeFilter) {
  return db
    .select()
    .from(serviceTypes)
    .where(whereOf(headquarterId, filter))
    .orderBy(asc(serviceTypes.name), asc(serviceTypes.id))
    .limit(SERVICE_TYPES_ALL_MAX);
}

export async function serviceTypeFor(db: Db, headquarterId: string, id: string): Promise<ServiceTypeRow> {
  const [row] = await db.select().from(serviceTypes).where(inHeadquarter(headquarterId, id));
  if (!row) throw notFound();
  return row;
}

export async function createServiceType(db: Db, headquarterId: string, input: ServiceTypeInput) {
  const [row] = await db
    .insert(serviceTypes)
    .values({ ...columnsOf(input), name: input.name, headquarterId })
    .returning();
  return row;
}

export async function updateServiceType(db: Db, headquarterId: string, id: string, patch: ServiceTypePatch) {
  if (Object.keys(patch).length === 0) return serviceTypeFor(db, headquarterId, id);
  const [row] = await db.update(serviceTypes).set(columnsOf(patch)).where(inHeadquarter(headquarterId, id)).returning();
  if (!row) throw notFound();
  return row;
}

const deactivate = async (db: Db, headquarterId: string, id: string) => {
  const [row] = await db.update(serviceTypes).set({ isActive: false }).where(inHeadquarter(headquarterId, id)).returning();
  if (!row) throw notFound();
  return row;
};

/** Deletes an unused type; a type that services reference is deactivated instead and answered. */
export async function removeServiceType(db: Db, headquarterId: string, id: string): Promise<ServiceTypeRow | null> {
  const [used] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.headquarterId, headquarterId), eq(services.typeId, id)))
    .limit(1);
  if (used) return deactivate(db, headquarterId, id);
  try {
    const [row] = await db.delete(serviceTypes).where(inHeadquarter(headquarterId, id)).returning({ id: serviceTypes.id });
    if (!row) throw notFound();
    return null;
  } catch (error) {
    if (isForeignKeyViolation(error)) return deactivate(db, headquarterId, id);
    throw error;
  }
}

export async function calculateServiceTypeSurcharges(db: Db, headquarterId: string, id: string, request: SurchargeRequest) {
  const { value, customer, surcharge_identifier, is_round_trip, distance_surcharge_locations } = request;
  const type = await serviceTypeFor(db, headquarterId, id);
  const customerRow = customer ? await findCustomer(db, headquarterId, customer) : undefined;
  if (customer && !customerRow) throw badRequest("customer", "Cliente no encontrado");
  return calculateSurcharges(
    {
      base_cost: type.baseCost,
      has_active_surcharges: type.hasActiveSurcharges,
      distance_surcharge: type.distanceSurcharge,
      round_trip_surcharge_percent: type.roundTripSurchargePercent,
    },
    {
      value,
      is_round_trip,
      points: distance_surcharge_locations,
      customer_surcharge_percent: customerRow?.surchargePercent ?? 0,
      surcharge_identifier,
    },
  );
}
