import type { ServiceType } from "@despacho/domain";
import type { serviceTypes } from "../../db/schema/index.js";

export type ServiceTypeRow = typeof serviceTypes.$inferSelect;

export const presentServiceType = (row: ServiceTypeRow): ServiceType => ({
  uuid: row.id,
  name: row.name,
  base_cost: row.baseCost,
  allow_location_without_coordinates: row.allowLocationWithoutCoordinates,
  has_active_surcharges: row.hasActiveSurcharges,
  distance_surcharge: row.distanceSurcharge,
  round_trip_surcharge_percent: row.roundTripSurchargePercent,
  skip_address_confirmation_on_the_map: row.skipAddressConfirmationOnTheMap,
  max_specified_base: row.maxSpecifiedBase,
  max_time_to_operate_scheduled_services: row.maxTimeToOperateScheduledServices,
  is_active: row.isActive,
  proof_rules: row.proofRules,
});
