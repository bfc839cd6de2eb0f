import { calculateSurcharges, type SurchargeRequest } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { badRequest } from "../../../errors.js";
import { findCustomer } from "../../customers/queries/customers.js";
import { serviceTypeFor } from "./service-types.js";

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
