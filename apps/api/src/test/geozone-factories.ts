import { randomBytes } from "node:crypto";
import type { MultiPolygonInput } from "@despacho/domain";
import type { Db } from "../db/client.js";
import { activationGeozones, geozones, queueGeozones } from "../db/schema/index.js";

/** A square of about 1.1 km a side whose south-west corner is (south, west). */
export const square = (west: number, south: number, side = 0.01): MultiPolygonInput => ({
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [west, south],
        [west + side, south],
        [west + side, south + side],
        [west, south + side],
        [west, south],
      ],
    ],
  ],
});

/** A geozone of the headquarter (a Chapinero square unless told). */
export async function createGeozone(
  db: Db,
  headquarterId: string,
  name = `Zona ${randomBytes(3).toString("hex")}`,
  polygon = square(-74.07, 4.64),
) {
  const [row] = await db
    .insert(geozones)
    .values({ headquarterId, name, polygon, areaM2: 1_235_000, west: -74.07, south: 4.64, east: -74.06, north: 4.65 })
    .returning();
  if (!row) throw new Error("no geozone");
  return row;
}

/** One factory per resource the geozone routes declare (the security suite creates them in another headquarter). */
export const geozoneResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  geozone: async (db, headquarterId) => (await createGeozone(db, headquarterId)).id,
  "queue-geozone": async (db, headquarterId) => {
    const zone = await createGeozone(db, headquarterId);
    const [row] = await db.insert(queueGeozones).values({ headquarterId, geozoneId: zone.id }).returning();
    return row?.id ?? "";
  },
  "activation-geozone": async (db, headquarterId) => {
    const zone = await createGeozone(db, headquarterId);
    const [row] = await db.insert(activationGeozones).values({ headquarterId, geozoneId: zone.id }).returning();
    return row?.id ?? "";
  },
};
