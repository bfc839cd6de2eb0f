import { type GeocoderResult, PAGE_SIZE, SAVED_LOCATIONS_OFFERED } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { savedLocationAsPlace } from "../presenter.js";
import { latestSavedLocations } from "./latest.js";

/** The headquarter's saved places matching what was typed, offered before the geocoder's places. */
export async function savedPlacesMatching(db: Db, headquarterId: string, q: string): Promise<GeocoderResult[]> {
  const { rows } = await latestSavedLocations(
    db,
    headquarterId,
    { limit: Math.min(SAVED_LOCATIONS_OFFERED, PAGE_SIZE.locations), offset: 0 },
    q,
  );
  return rows.map(savedLocationAsPlace);
}
