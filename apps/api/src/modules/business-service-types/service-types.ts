import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { PROVIDER_MESSAGES, storeOffersType } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { businessServiceTypes, businessStoreServiceTypes, businessStores, serviceTypes } from "../../db/schema/index.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import type { Window } from "../../pagination.js";
import { owned as ownedStore, type StoreOwner } from "../business-stores/index.js";
import { byName } from "../../db/query-helpers.js";

// spec §7 /user-to-service-type/ and /service-type-user-to-business-store/: the types a business
// uses from the provider (the selected headquarter) and which of them each of its stores offers.

const chosenColumns = { id: businessServiceTypes.id, typeId: serviceTypes.id, typeName: serviceTypes.name };
export type ChosenTypeRow = { id: string; typeId: string; typeName: string };

const chosen = (owner: StoreOwner, id?: string): SQL =>
  and(
    eq(businessServiceTypes.headquarterId, owner.headquarterId),
    eq(businessServiceTypes.businessUserId, owner.userId),
    id ? eq(businessServiceTypes.id, id) : undefined,
  ) as SQL;

const chosenFrom = (db: Db) =>
  db.select(chosenColumns).from(businessServiceTypes).innerJoin(serviceTypes, eq(serviceTypes.id, businessServiceTypes.serviceTypeId));

export async function listChosenTypes(db: Db, owner: StoreOwner, win: Window) {
  const where = and(chosen(owner), eq(serviceTypes.isActive, true));
  const [rows, [{ total }]] = await Promise.all([
    chosenFrom(db).where(where).orderBy(byName(serviceTypes.name), asc(serviceTypes.id)).limit(win.limit).offset(win.offset),
    db
      .select({ total: count() })
      .from(businessServiceTypes)
      .innerJoin(serviceTypes, eq(serviceTypes.id, businessServiceTypes.serviceTypeId))
      .where(where),
  ]);
  return { rows, total };
}

export async function chosenTypeFor(db: Db, owner: StoreOwner, id: string): Promise<ChosenTypeRow> {
  const [row] = await chosenFrom(db).where(chosen(owner, id));
  if (!row) throw notFound();
  return row;
}

export async function chooseType(db: Db, owner: StoreOwner, serviceTypeId: string): Promise<ChosenTypeRow> {
  const [type] = await db
    .select({ id: serviceTypes.id, name: serviceTypes.name })
    .from(serviceTypes)
    .where(and(eq(serviceTypes.id, serviceTypeId), eq(serviceTypes.headquarterId, owner.headquarterId), eq(serviceTypes.isActive, true)));
  if (!type) throw badRequest("service_type", PROVIDER_MESSAGES.unknownType);
  const [row] = await db
    .insert(businessServiceTypes)
    .values({ headquarterId: owner.headquarterId, businessUserId: owner.userId, serviceTypeId })
    .onConflictDoNothing()
    .returning({ id: businessServiceTypes.id });
  if (!row) throw new AppError("CONFLICT", PROVIDER_MESSAGES.typeAlreadyChosen);
  return { id: row.id, typeId: type.id, typeName: type.name };
}

export async function unchooseType(db: Db, owner: StoreOwner, id: string) {
  const [row] = await db.delete(businessServiceTypes).where(chosen(owner, id)).returning({ id: businessServiceTypes.id });
  if (!row) throw notFound();
}

/** A business user's service must use a type it chose with this provider (400 in Spanish otherwise). */
export async function refuseUnchosenType(db: Db, owner: StoreOwner, serviceTypeId: string) {
  const [row] = await db
    .select({ id: businessServiceTypes.id })
    .from(businessServiceTypes)
    .where(and(chosen(owner), eq(businessServiceTypes.serviceTypeId, serviceTypeId)));
  if (!row) throw badRequest("type", PROVIDER_MESSAGES.typeNotAllowed);
}

// The store offers.

const offerColumns = {
  id: businessStoreServiceTypes.id,
  storeId: businessStoreServiceTypes.businessStoreId,
  chosenId: businessStoreServiceTypes.businessServiceTypeId,
  typeId: serviceTypes.id,
  typeName: serviceTypes.name,
};
export type OfferRow = { id: string; storeId: string; chosenId: string; typeId: string; typeName: string };

const offered = (owner: StoreOwner, extra?: SQL): SQL =>
  and(eq(businessStoreServiceTypes.headquarterId, owner.headquarterId), eq(businessStores.businessUserId, owner.userId), extra) as SQL;

const offersFrom = (db: Db) =>
  db
    .select(offerColumns)
    .from(businessStoreServiceTypes)
    .innerJoin(businessStores, eq(businessStores.id, businessStoreServiceTypes.businessStoreId))
    .innerJoin(businessServiceTypes, eq(businessServiceTypes.id, businessStoreServiceTypes.businessServiceTypeId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, businessServiceTypes.serviceTypeId));

export async function listOffers(db: Db, owner: StoreOwner, storeId: string | undefined, win: Window) {
  const where = offered(owner, storeId ? eq(businessStoreServiceTypes.businessStoreId, storeId) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    offersFrom(db)
      .where(where)
      .orderBy(byName(businessStores.name), byName(serviceTypes.name), asc(businessStoreServiceTypes.id))
      .limit(win.limit)
      .offset(win.offset),
    db
      .select({ total: count() })
      .from(businessStoreServiceTypes)
      .innerJoin(businessStores, eq(businessStores.id, businessStoreServiceTypes.businessStoreId))
      .where(where),
  ]);
  return { rows, total };
}

export async function offerFor(db: Db, owner: StoreOwner, id: string): Promise<OfferRow> {
  const [row] = await offersFrom(db).where(offered(owner, eq(businessStoreServiceTypes.id, id)));
  if (!row) throw notFound();
  return row;
}

/** Both the store and the chosen type are the business's own in this provider (else 400, never another's). */
export async function offerType(db: Db, owner: StoreOwner, storeId: string, chosenId: string): Promise<OfferRow> {
  const [[store], [type]] = await Promise.all([
    db.select({ id: businessStores.id }).from(businessStores).where(ownedStore(owner, storeId)),
    db.select({ id: businessServiceTypes.id }).from(businessServiceTypes).where(chosen(owner, chosenId)),
  ]);
  if (!store) throw badRequest("business_store", PROVIDER_MESSAGES.storeOtherProvider);
  if (!type) throw badRequest("user_to_service_type", PROVIDER_MESSAGES.storeOtherProvider);
  const [row] = await db
    .insert(businessStoreServiceTypes)
    .values({ headquarterId: owner.headquarterId, businessStoreId: storeId, businessServiceTypeId: chosenId })
    .onConflictDoNothing()
    .returning({ id: businessStoreServiceTypes.id });
  if (!row) throw new AppError("CONFLICT", PROVIDER_MESSAGES.typeAlreadyOffered);
  return offerFor(db, owner, row.id);
}

export async function withdrawOffer(db: Db, owner: StoreOwner, id: string) {
  await offerFor(db, owner, id);
  await db.delete(businessStoreServiceTypes).where(eq(businessStoreServiceTypes.id, id));
}

/**
 * The store a business user's service carries: one of its own in this provider (else 400), and
 * when the store offers some types, the service's type is one of them (else 400).
 */
export async function refuseStoreForType(db: Db, owner: StoreOwner, storeId: string, serviceTypeId: string) {
  const [[store], offered] = await Promise.all([
    db.select({ id: businessStores.id, name: businessStores.name }).from(businessStores).where(ownedStore(owner, storeId)),
    db
      .select({ typeId: businessServiceTypes.serviceTypeId })
      .from(businessStoreServiceTypes)
      .innerJoin(businessServiceTypes, eq(businessServiceTypes.id, businessStoreServiceTypes.businessServiceTypeId))
      .where(eq(businessStoreServiceTypes.businessStoreId, storeId)),
  ]);
  if (!store) throw badRequest("business_store_id", PROVIDER_MESSAGES.storeNotOwn);
  if (
    !storeOffersType(
      offered.map((o) => o.typeId),
      serviceTypeId,
    )
  )
    throw badRequest("type", PROVIDER_MESSAGES.storeDoesNotOfferType);
  return store;
}
