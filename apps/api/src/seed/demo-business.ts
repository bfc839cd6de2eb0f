import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.js";
import { businessServiceTypes, businessStoreCities, serviceTypes } from "../db/schema/index.js";

/** Bogotá's DANE code (db/reference/colombia-location-areas.ts). */
const BOGOTA_CITY = 11001;

/** The business's demo (docs/decisions/010-business-providers.md): it uses every service type of its provider. */
export async function seedDemoBusiness(db: Db | Tx, businessUserId: string, headquarterId: string) {
  const types = await db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.headquarterId, headquarterId));
  if (types.length > 0) {
    await db.insert(businessServiceTypes).values(types.map((t) => ({ headquarterId, businessUserId, serviceTypeId: t.id })));
  }
}

/** The demo stores work in Bogotá. */
export async function seedStoreCities(db: Db | Tx, stores: { id: string }[]) {
  await db.insert(businessStoreCities).values(stores.map((s) => ({ businessStoreId: s.id, locationAreaId: BOGOTA_CITY })));
}
