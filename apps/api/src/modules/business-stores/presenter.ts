import type { BusinessStore } from "@despacho/domain";
import type { StoreRow } from "./stores.js";

export const presentBusinessStore = (row: StoreRow): BusinessStore => ({
  id: row.id,
  name: row.name,
  address: row.address,
  active_cities: row.activeCities,
  service_listing_order: row.serviceListingOrder === 1 ? 1 : -1,
});
