import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { type ActiveCity, STORE_MESSAGES, type businessStoreInputSchema, type businessStorePatchSchema } from "@despacho/domain";
import type { Db, Tx } from "../../db/client.js";
import { businessStoreCities, businessStores, headquarters, locationAreas } from "../../db/schema/index.js";
import { badRequest, notFound } from "../../errors.js";
import type { Window } from "../../pagination.js";
import { byName } from "../../db/query-helpers.js";

/** A business user's stores in the selected headquarter: nobody else's, whatever the id. */
export interface StoreOwner {
  headquarterId: string;
  userId: string;
}

export type StoreRow = typeof businessStores.$inferSelect & { activeCities: ActiveCity[] };

/** The owner's stores in the headquarter (one of them when an id is given). */
export const owned = (owner: StoreOwner, id?: string): SQL =>
  and(
    eq(businessStores.headquarterId, owner.headquarterId),
    eq(businessStores.businessUserId, owner.userId),
    id ? eq(businessStores.id, id) : undefined,
  ) as SQL;

const cityOrder = (a: ActiveCity, b: ActiveCity) => a.name.localeCompare(b.name, "es") || a.id - b.id;

/** The rows with their active cities (one query for the whole page). */
async function withCities(db: Db | Tx, rows: (typeof businessStores.$inferSelect)[]): Promise<StoreRow[]> {
  if (rows.length === 0) return [];
  const cities = await db
    .select({ store: businessStoreCities.businessStoreId, id: locationAreas.id, name: locationAreas.name })
    .from(businessStoreCities)
    .innerJoin(locationAreas, eq(locationAreas.id, businessStoreCities.locationAreaId))
    .where(
      inArray(
        businessStoreCities.businessStoreId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    activeCities: cities
      .filter((c) => c.store === row.id)
      .map(({ id, name }) => ({ id, name }))
      .sort(cityOrder),
  }));
}

export async function listStores(db: Db, owner: StoreOwner, win: Window) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(businessStores)
      .where(owned(owner))
      .orderBy(byName(businessStores.name), asc(businessStores.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(businessStores).where(owned(owner)),
  ]);
  return { rows: await withCities(db, rows), total };
}

export async function storeFor(db: Db, owner: StoreOwner, id: string): Promise<StoreRow> {
  const [row] = await db.select().from(businessStores).where(owned(owner, id));
  if (!row) throw notFound();
  return (await withCities(db, [row]))[0];
}

/** spec §7 business-store active-cities: every city the business's stores work in, once, sorted by name. */
export async function activeCities(db: Db, owner: StoreOwner): Promise<ActiveCity[]> {
  return db
    .selectDistinct({ id: locationAreas.id, name: locationAreas.name })
    .from(businessStoreCities)
    .innerJoin(businessStores, eq(businessStores.id, businessStoreCities.businessStoreId))
    .innerJoin(locationAreas, eq(locationAreas.id, businessStoreCities.locationAreaId))
    .where(owned(owner))
    .then((cities) => cities.sort(cityOrder));
}

/** Only cities of the provider's country: another id is refused in Spanish, never stored. */
async function replaceCities(tx: Tx, owner: StoreOwner, storeId: string, ids: number[]) {
  await tx.delete(businessStoreCities).where(eq(businessStoreCities.businessStoreId, storeId));
  if (ids.length === 0) return;
  const known = await tx
    .select({ id: locationAreas.id })
    .from(locationAreas)
    .innerJoin(headquarters, eq(headquarters.countryId, locationAreas.countryId))
    .where(and(eq(headquarters.id, owner.headquarterId), eq(locationAreas.type, "city"), inArray(locationAreas.id, ids)));
  if (known.length !== ids.length) throw badRequest("active_cities", STORE_MESSAGES.unknownCity);
  await tx.insert(businessStoreCities).values(ids.map((locationAreaId) => ({ businessStoreId: storeId, locationAreaId })));
}

export async function createStore(db: Db, owner: StoreOwner, input: z.output<typeof businessStoreInputSchema>): Promise<StoreRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessStores)
      .values({
        headquarterId: owner.headquarterId,
        businessUserId: owner.userId,
        name: input.name,
        address: input.address,
        serviceListingOrder: input.service_listing_order,
      })
      .returning();
    await replaceCities(tx, owner, row.id, input.active_cities);
    return (await withCities(tx, [row]))[0];
  });
}

export async function updateStore(
  db: Db,
  owner: StoreOwner,
  id: string,
  patch: z.output<typeof businessStorePatchSchema>,
): Promise<StoreRow> {
  return db.transaction(async (tx) => {
    const columns = {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.address !== undefined && { address: patch.address }),
      ...(patch.service_listing_order !== undefined && { serviceListingOrder: patch.service_listing_order }),
    };
    const [row] =
      Object.keys(columns).length > 0
        ? await tx.update(businessStores).set(columns).where(owned(owner, id)).returning()
        : await tx.select().from(businessStores).where(owned(owner, id));
    if (!row) throw notFound();
    if (patch.active_cities !== undefined) await replaceCities(tx, owner, row.id, patch.active_cities);
    return (await withCities(tx, [row]))[0];
  });
}

export async function deleteStore(db: Db, owner: StoreOwner, id: string) {
  const [row] = await db.delete(businessStores).where(owned(owner, id)).returning({ id: businessStores.id });
  if (!row) throw notFound();
}

/**
 * spec §4: a business user's desk uses the business's listing order: that of its first store in
 * the headquarter (the oldest); null without a store (the headquarter's own order applies).
 */
export async function storeListingOrder(db: Db, owner: StoreOwner): Promise<1 | -1 | null> {
  const [row] = await db
    .select({ order: businessStores.serviceListingOrder })
    .from(businessStores)
    .where(owned(owner))
    .orderBy(asc(businessStores.createdAt), asc(businessStores.id))
    .limit(1);
  return row ? (row.order === 1 ? 1 : -1) : null;
}
