import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/query-helpers.js";
import { geozones } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import type { PickedTable } from "../queries/picked.js";

/** The zone must be the headquarter's (404 otherwise); a zone already picked is refused with `taken` (409). */
async function ownZone(db: Db, headquarterId: string, geozoneId: string) {
  const [zone] = await db
    .select({ id: geozones.id })
    .from(geozones)
    .where(and(eq(geozones.id, geozoneId), eq(geozones.headquarterId, headquarterId)));
  if (!zone) throw notFound();
}

async function refusingTaken<T>(taken: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", taken, [{ field: "geo_zone", message: taken }]);
    throw error;
  }
}

export async function pickGeozone(db: Db, table: PickedTable, headquarterId: string, geozoneId: string, taken: string) {
  await ownZone(db, headquarterId, geozoneId);
  const [row] = await refusingTaken(taken, () => db.insert(table).values({ headquarterId, geozoneId }).returning({ id: table.id }));
  if (!row) throw notFound();
  return row.id;
}

export async function changePickedGeozone(db: Db, table: PickedTable, headquarterId: string, id: string, geozoneId: string, taken: string) {
  await ownZone(db, headquarterId, geozoneId);
  const [row] = await refusingTaken(taken, () =>
    db
      .update(table)
      .set({ geozoneId })
      .where(and(eq(table.id, id), eq(table.headquarterId, headquarterId)))
      .returning({ id: table.id }),
  );
  if (!row) throw notFound();
}

export async function unpickGeozone(db: Db, table: PickedTable, headquarterId: string, id: string) {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.headquarterId, headquarterId)))
    .returning({ id: table.id });
  if (!row) throw notFound();
}
