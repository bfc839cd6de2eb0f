import type { GeocoderResult, SavedLocation } from "@despacho/domain";
import type { savedLocations } from "../../db/schema/index.js";

export type SavedLocationRow = typeof savedLocations.$inferSelect;

export const presentSavedLocation = (row: SavedLocationRow): SavedLocation => ({
  id: row.id,
  name: row.name,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  city_id: row.cityId,
  city: row.city,
  created_at: row.createdAt.toISOString(),
});

/** A saved place as the address search offers it: its address to fill the field, its name to tell it apart. */
export const savedLocationAsPlace = (row: SavedLocationRow): GeocoderResult => ({
  label: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  city_id: row.cityId,
  saved_name: row.name,
});
