import { cityIdAt, type LatLng, type savedLocationInputSchema, type savedLocationPatchSchema } from "@despacho/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client.js";
import { savedLocations } from "../../../db/schema/index.js";
import { duplicateName, notFound, refusingDuplicates } from "../../../errors.js";
import { workingCitiesOf } from "../../headquarters/index.js";

const refuseDuplicate = <T>(write: PromiseLike<T>) => refusingDuplicates(write, () => duplicateName("savedLocation"));

/** The working city holding the point (spec §3 Location: -1 and no name when none), decided here, never by the client. */
async function cityAt(db: Db, headquarterId: string, point: LatLng) {
  const { cities } = await workingCitiesOf(db, headquarterId);
  const cityId = cityIdAt(cities, point);
  return { cityId, city: cities.find((c) => c.id === cityId)?.name ?? null };
}

export async function createSavedLocation(db: Db, headquarterId: string, input: z.output<typeof savedLocationInputSchema>) {
  const [row] = await refuseDuplicate(
    db
      .insert(savedLocations)
      .values({ headquarterId, ...input, ...(await cityAt(db, headquarterId, input)) })
      .returning(),
  );
  return row;
}

export async function updateSavedLocation(db: Db, headquarterId: string, id: string, patch: z.output<typeof savedLocationPatchSchema>) {
  const { latitude, longitude, ...rest } = patch;
  const moved =
    latitude !== undefined && longitude !== undefined
      ? { latitude, longitude, ...(await cityAt(db, headquarterId, { latitude, longitude })) }
      : {};
  const where = and(eq(savedLocations.id, id), eq(savedLocations.headquarterId, headquarterId));
  const changes = { ...rest, ...moved };
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select().from(savedLocations).where(where)
      : await refuseDuplicate(db.update(savedLocations).set(changes).where(where).returning());
  if (!row) throw notFound();
  return row;
}

export async function deleteSavedLocation(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(savedLocations)
    .where(and(eq(savedLocations.id, id), eq(savedLocations.headquarterId, headquarterId)))
    .returning({ id: savedLocations.id });
  if (!row) throw notFound();
}
