import { areaM2, boundsOf, type MultiPolygonInput } from "@despacho/domain";
import type { Tx } from "../db/client.js";
import { geozones, queueGeozones } from "../db/schema/index.js";

/** A rectangle of Bogotá from its south-west corner to its north-east corner. */
const box = (west: number, south: number, east: number, north: number): MultiPolygonInput => ({
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  ],
});

const DEMO_ZONES: { name: string; polygon: MultiPolygonInput; queued: boolean }[] = [
  { name: "Chapinero", polygon: box(-74.07, 4.63, -74.04, 4.67), queued: true },
  { name: "Usaquén", polygon: box(-74.05, 4.69, -74.02, 4.74), queued: false },
  { name: "Suba", polygon: box(-74.11, 4.7, -74.06, 4.76), queued: false },
];

/** Bogotá's demo zones (/geozone-manage), Chapinero with its courier queue (/geozone-queue); no activation zone. */
export async function seedDemoGeozones(tx: Tx, headquarterId: string) {
  for (const zone of DEMO_ZONES) {
    const [west, south, east, north] = boundsOf(zone.polygon);
    const [row] = await tx
      .insert(geozones)
      .values({ headquarterId, name: zone.name, polygon: zone.polygon, areaM2: areaM2(zone.polygon), west, south, east, north })
      .returning({ id: geozones.id });
    if (row && zone.queued) await tx.insert(queueGeozones).values({ headquarterId, geozoneId: row.id });
  }
}
