import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { businessStoreInputSchema, businessStorePatchSchema } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { businessStores } from "../../db/schema/index.js";
import { notFound } from "../../errors.js";
import type { Window } from "../../pagination.js";

/** A business user's stores in the selected headquarter: nobody else's, whatever the id. */
export interface StoreOwner {
  headquarterId: string;
  userId: string;
}

const owned = (owner: StoreOwner, id?: string): SQL =>
  and(
    eq(businessStores.headquarterId, owner.headquarterId),
    eq(businessStores.businessUserId, owner.userId),
    id ? eq(businessStores.id, id) : undefined,
  ) as SQL;

export async function listStores(db: Db, owner: StoreOwner, win: Window) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(businessStores)
      .where(owned(owner))
      .orderBy(asc(businessStores.name), asc(businessStores.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(businessStores).where(owned(owner)),
  ]);
  return { rows, total };
}

export async function storeFor(db: Db, owner: StoreOwner, id: string) {
  const [row] = await db.select().from(businessStores).where(owned(owner, id));
  if (!row) throw notFound();
  return row;
}

/** spec §7 business-store active-cities: every city the business's stores work in, once, sorted. */
export async function activeCities(db: Db, owner: StoreOwner): Promise<string[]> {
  const rows = await db.select({ cities: businessStores.activeCities }).from(businessStores).where(owned(owner));
  return [...new Set(rows.flatMap((r) => r.cities))].sort((a, b) => a.localeCompare(b, "es"));
}

export async function createStore(db: Db, owner: StoreOwner, input: z.output<typeof businessStoreInputSchema>) {
  const [row] = await db
    .insert(businessStores)
    .values({
      headquarterId: owner.headquarterId,
      businessUserId: owner.userId,
      name: input.name,
      address: input.address,
      activeCities: input.active_cities,
      serviceListingOrder: input.service_listing_order,
    })
    .returning();
  return row;
}

export async function updateStore(db: Db, owner: StoreOwner, id: string, patch: z.output<typeof businessStorePatchSchema>) {
  const [row] = await db
    .update(businessStores)
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.address !== undefined && { address: patch.address }),
      ...(patch.active_cities !== undefined && { activeCities: patch.active_cities }),
      ...(patch.service_listing_order !== undefined && { serviceListingOrder: patch.service_listing_order }),
    })
    .where(owned(owner, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteStore(db: Db, owner: StoreOwner, id: string) {
  const [row] = await db.delete(businessStores).where(owned(owner, id)).returning({ id: businessStores.id });
  if (!row) throw notFound();
}
