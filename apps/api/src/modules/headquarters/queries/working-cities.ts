import { type WorkingCity, workingCities } from "@despacho/domain";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { headquarters } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";

/** The cities the headquarter works in (spec §3: its custom cities work, else its own city); 404 for no headquarter. */
export async function workingCitiesOf(db: Db | Tx, headquarterId: string): Promise<{ countryId: string; cities: WorkingCity[] }> {
  const [hq] = await db
    .select({
      settings: headquarters.settings,
      countryId: headquarters.countryId,
      cityId: headquarters.cityId,
      cityName: headquarters.cityName,
      cityBounds: headquarters.cityBounds,
    })
    .from(headquarters)
    .where(eq(headquarters.id, headquarterId));
  if (!hq) throw notFound();
  return { countryId: hq.countryId, cities: workingCities(hq.settings, { id: hq.cityId, name: hq.cityName, bounds: hq.cityBounds }) };
}
