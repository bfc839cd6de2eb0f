import type { Country, LocationArea } from "@despacho/domain";
import type { countries, locationAreas } from "../../db/schema/index.js";

export const presentCountry = (row: typeof countries.$inferSelect): Country => ({ id: row.id, name: row.name });

export function presentLocationArea(row: { area: typeof locationAreas.$inferSelect; department: string | null }): LocationArea {
  const { area } = row;
  return { id: area.id, name: area.name, type: area.type, department: row.department, country_id: area.countryId, bounds: area.bounds };
}
