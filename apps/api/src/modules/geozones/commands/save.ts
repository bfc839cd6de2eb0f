import { and, eq, sql } from "drizzle-orm";
import { areaM2, boundsOf, GEOZONE_MESSAGES, type GeozoneInput } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { activationGeozones, geozones, queueGeozones } from "../../../db/schema/index.js";
import { AppError, duplicateName, notFound, refusingDuplicates } from "../../../errors.js";

/** The stored columns of a drawn shape: the shape, its area and its bounding box, computed here. */
function shapeColumns(polygon: GeozoneInput["polygon"]) {
  const [west, south, east, north] = boundsOf(polygon);
  return { polygon, areaM2: areaM2(polygon), west, south, east, north };
}

const refuseDuplicate = <T>(write: PromiseLike<T>) => refusingDuplicates(write, () => duplicateName("geozone"));

export async function createGeozone(db: Db, headquarterId: string, input: GeozoneInput): Promise<string> {
  const [row] = await refuseDuplicate(
    db
      .insert(geozones)
      .values({ headquarterId, name: input.name, ...shapeColumns(input.polygon) })
      .returning({ id: geozones.id }),
  );
  if (!row) throw notFound();
  return row.id;
}

/** Changes only the fields sent. */
export async function updateGeozone(db: Db, headquarterId: string, id: string, input: Partial<GeozoneInput>) {
  const changes = { ...(input.name !== undefined && { name: input.name }), ...(input.polygon && shapeColumns(input.polygon)) };
  if (Object.keys(changes).length === 0) return;
  const [row] = await refuseDuplicate(
    db
      .update(geozones)
      .set(changes)
      .where(and(eq(geozones.id, id), eq(geozones.headquarterId, headquarterId)))
      .returning({ id: geozones.id }),
  );
  if (!row) throw notFound();
}

/** A zone a queue or the activation uses is refused (409): taking it out of there comes first. */
export async function deleteGeozone(db: Db, headquarterId: string, id: string) {
  const mine = and(eq(geozones.id, id), eq(geozones.headquarterId, headquarterId));
  const picked = sql`exists (select 1 from ${queueGeozones} where ${queueGeozones.geozoneId} = ${geozones.id})
    or exists (select 1 from ${activationGeozones} where ${activationGeozones.geozoneId} = ${geozones.id})`;
  const [row] = await db
    .delete(geozones)
    .where(and(mine, sql`not (${picked})`))
    .returning({ id: geozones.id });
  if (row) return;
  const [exists] = await db.select({ id: geozones.id }).from(geozones).where(mine);
  if (!exists) throw notFound();
  throw new AppError("CONFLICT", GEOZONE_MESSAGES.inUse);
}
