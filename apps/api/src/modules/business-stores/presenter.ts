import type { BusinessStore } from "@despacho/domain";
import type { businessStores } from "../../db/schema/index.js";

export type BusinessStoreRow = typeof businessStores.$inferSelect;

export const presentBusinessStore = (row: BusinessStoreRow): BusinessStore => ({
  id: row.id,
  name: row.name,
  address: row.address,
  active_cities: row.activeCities,
  service_listing_order: row.serviceListingOrder === 1 ? 1 : -1,
});
