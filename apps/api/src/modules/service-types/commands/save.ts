import { and, eq } from "drizzle-orm";
import { MESSAGES, type ServiceTypeInput, type ServiceTypePatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { isForeignKeyViolation } from "../../../db/query-helpers.js";
import { serviceTypes, services } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { inHeadquarter, serviceTypeFor } from "../queries/service-types.js";

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
  proofRules: input.proof_rules,
});

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

/** Deletes an unused type; a type that services reference is refused (409): it can be deactivated instead. */
export async function removeServiceType(db: Db, headquarterId: string, id: string) {
  await serviceTypeFor(db, headquarterId, id);
  const [used] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.headquarterId, headquarterId), eq(services.typeId, id)))
    .limit(1);
  if (used) throw new AppError("CONFLICT", MESSAGES.serviceTypeInUse);
  try {
    await db.delete(serviceTypes).where(inHeadquarter(headquarterId, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", MESSAGES.serviceTypeInUse);
    throw error;
  }
}
