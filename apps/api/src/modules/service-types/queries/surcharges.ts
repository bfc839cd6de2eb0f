import { calculateSurcharges, type SurchargeRequest } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import type { serviceTypes } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import type { CustomerOwner } from "../../customers/index.js";
import { findCustomer } from "../../customers/index.js";
import { serviceTypeFor } from "./service-types.js";

type ServiceTypeRow = typeof serviceTypes.$inferSelect;

/**
 * spec §7 calculate-surcharges for a type row; the customer must be one the caller sees. A
 * business user never prices its own service: its value is ignored and the type's base applies.
 */
export async function surchargesOf(db: Db, headquarterId: string, owner: CustomerOwner, type: ServiceTypeRow, request: SurchargeRequest) {
  const { value, customer, surcharge_identifier, is_round_trip, distance_surcharge_locations } = request;
  const customerRow = customer ? await findCustomer(db, headquarterId, owner, customer) : undefined;
  if (customer && !customerRow) throw badRequest("customer", "Cliente no encontrado");
  return calculateSurcharges(
    {
      base_cost: type.baseCost,
      has_active_surcharges: type.hasActiveSurcharges,
      distance_surcharge: type.distanceSurcharge,
      round_trip_surcharge_percent: type.roundTripSurchargePercent,
    },
    {
      value: owner ? null : value,
      is_round_trip,
      points: distance_surcharge_locations,
      customer_surcharge_percent: customerRow?.surchargePercent ?? 0,
      surcharge_identifier,
    },
  );
}

export async function calculateServiceTypeSurcharges(
  db: Db,
  headquarterId: string,
  owner: CustomerOwner,
  id: string,
  request: SurchargeRequest,
) {
  return surchargesOf(db, headquarterId, owner, await serviceTypeFor(db, headquarterId, id), request);
}
