import { type WorkingCity, workingCities } from "@despacho/domain";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { headquarters } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";

/** The headquarter's columns its working cities come from, for a statement that reads them with other things. */
export const workingCityColumns = {
  settings: headquarters.settings,
  countryId: headquarters.countryId,
  cityId: headquarters.cityId,
  cityName: headquarters.cityName,
  cityBounds: headquarters.cityBounds,
};

type WorkingCityRow = Pick<typeof headquarters.$inferSelect, keyof typeof workingCityColumns>;

/** The cities the headquarter works in (spec §3: its custom cities work, else its own city); 404 for no headquarter. */
export function workingCitiesFrom(hq: WorkingCityRow | null | undefined): { countryId: string; cities: WorkingCity[] } {
  if (!hq) throw notFound();
  return { countryId: hq.countryId, cities: workingCities(hq.settings, { id: hq.cityId, name: hq.cityName, bounds: hq.cityBounds }) };
}

/** workingCitiesFrom the headquarter read by id. */
export async function workingCitiesOf(db: Db | Tx, headquarterId: string): Promise<{ countryId: string; cities: WorkingCity[] }> {
  const [hq] = await db.select(workingCityColumns).from(headquarters).where(eq(headquarters.id, headquarterId));
  return workingCitiesFrom(hq);
}
