import { eq } from "drizzle-orm";
import { BUSINESS_MESSAGES, businessFieldErrors, PROVIDER_MESSAGES, type ServiceCreate } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { headquarters, type serviceTypes } from "../../../db/schema/index.js";
import { AppError, badRequest } from "../../../errors.js";
import { refuseStoreForType, refuseUnchosenType } from "../../business-service-types/index.js";
import { optimalMessengers } from "../../couriers/index.js";
import { surchargesOf } from "../../service-types/index.js";
import type { Scope } from "../scope.js";

export type StoreRef = { id: string; name: string };

/** Only a business user says which of its stores a service is asked from. */
export function refuseStoreFromStaff(input: ServiceCreate) {
  if (input.business_store_id !== null) throw badRequest("business_store_id", PROVIDER_MESSAGES.storeForBusinessOnly);
}

/**
 * spec §5: a business user sends only the fields of the creation field list of the settings, and
 * a service type it chose with this provider (spec §7 /user-to-service-type/); the store it names
 * is its own in this provider and offers that type (/service-type-user-to-business-store/).
 * Its direct assignment goes to the available courier nearest the origin: a business profile
 * never reads couriers, so it cannot choose one.
 */
export async function businessCreation(
  db: Db,
  scope: Scope,
  given: ServiceCreate,
): Promise<{ input: ServiceCreate; store: StoreRef | null }> {
  const [hq] = await db.select({ settings: headquarters.settings }).from(headquarters).where(eq(headquarters.id, scope.headquarterId));
  const errors = businessFieldErrors(given, hq.settings.form_fields_to_display_on_service_creation);
  if (errors.length > 0) throw new AppError("VALIDATION", errors[0].message, errors);
  if (!scope.userId) throw new AppError("FORBIDDEN");
  const owner = { headquarterId: scope.headquarterId, userId: scope.userId };
  await refuseUnchosenType(db, owner, given.type);
  const store = given.business_store_id ? await refuseStoreForType(db, owner, given.business_store_id, given.type) : null;
  return { input: await nearestCourier(db, scope, given), store };
}

async function nearestCourier(db: Db, scope: Scope, input: ServiceCreate): Promise<ServiceCreate> {
  if (!input.direct_assignment) return input;
  const origin = input.locations[0];
  const [nearest] =
    origin.latitude !== null && origin.longitude !== null
      ? await optimalMessengers(db, scope.headquarterId, { latitude: origin.latitude, longitude: origin.longitude }, 1)
      : [];
  if (!nearest) {
    throw new AppError("VALIDATION", BUSINESS_MESSAGES.noCourierNearby, [
      { field: "direct_assignment", message: BUSINESS_MESSAGES.noCourierNearby },
    ]);
  }
  return { ...input, messenger: nearest.uuid };
}

/** The server prices a business user's service from the type and its surcharges; the client's cost is ignored. */
export async function businessCost(db: Db, scope: Scope, type: typeof serviceTypes.$inferSelect, input: ServiceCreate): Promise<number> {
  const located = input.locations.every((l) => l.latitude !== null && l.longitude !== null);
  const breakdown = await surchargesOf(db, scope.headquarterId, scope.userId, type, {
    value: null,
    customer: input.customer,
    surcharge_identifier: input.surcharge_identifier,
    is_round_trip: input.is_round_trip,
    distance_surcharge_locations: located ? input.locations.map((l) => ({ latitude: l.latitude ?? 0, longitude: l.longitude ?? 0 })) : [],
  });
  return breakdown.calculated_cost;
}
