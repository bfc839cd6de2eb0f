import { isNull, sql } from "drizzle-orm";
import { searchKey } from "@despacho/domain";
import type { Db } from "../types.js";
import { countries, headquarters, locationAreas } from "../schema/index.js";
import { CITIES, COLOMBIA, DEPARTMENTS, departmentOf } from "./colombia-location-areas.js";

const boundsOf = ([south, west, north, east]: readonly [number, number, number, number]) => ({ north, south, east, west });
const sameAsFile = {
  set: {
    name: sql`excluded.name`,
    searchName: sql`excluded.search_name`,
    bounds: sql`excluded.bounds`,
    parentId: sql`excluded.parent_id`,
  },
};

/**
 * The reference data every database needs (spec §3 Country), run after each migration: the data file
 * wins on every run, so a corrected box reaches existing databases. Headquarters from before location
 * areas get the city of the same name.
 */
export async function seedLocationAreas(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(COLOMBIA)
      .onConflictDoUpdate({ target: countries.id, set: { name: COLOMBIA.name } });
    const area = (type: "department" | "city", a: { id: number; name: string; box: Parameters<typeof boundsOf>[0] }) => ({
      id: a.id,
      countryId: COLOMBIA.id,
      type,
      name: a.name,
      searchName: searchKey(a.name),
      parentId: type === "city" ? departmentOf(a.id) : null,
      bounds: boundsOf(a.box),
    });
    await tx
      .insert(locationAreas)
      .values(DEPARTMENTS.map((d) => area("department", d)))
      .onConflictDoUpdate({ target: locationAreas.id, ...sameAsFile });
    await tx
      .insert(locationAreas)
      .values(CITIES.map((c) => area("city", c)))
      .onConflictDoUpdate({ target: locationAreas.id, ...sameAsFile });
    // Written out: inside the subquery an unqualified column would be the area's.
    await tx
      .update(headquarters)
      .set({
        cityId: sql`(select a.id from location_areas a where a.type = 'city' and a.country_id = headquarters.country_id and a.name = headquarters.city_name limit 1)`,
      })
      .where(isNull(headquarters.cityId));
  });
}
