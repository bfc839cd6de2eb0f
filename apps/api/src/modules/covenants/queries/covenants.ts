import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CovenantSide, CovenantStatus } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { businessStores, covenants, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { Reader } from "../owner.js";

const client = alias(businessStores, "client_store");
const provider = alias(businessStores, "provider_store");
const clientOwner = alias(users, "client_owner");
const providerOwner = alias(users, "provider_owner");

export interface CovenantFilters {
  status?: CovenantStatus;
  is_active?: boolean;
  side?: CovenantSide;
  business_store?: string;
}

const sideOf = (owner: Reader, side?: CovenantSide): SQL | undefined => {
  if (owner.staff) return undefined;
  const mineAsClient = eq(client.businessUserId, owner.userId);
  const mineAsProvider = eq(provider.businessUserId, owner.userId);
  if (side === "client") return mineAsClient;
  if (side === "provider") return mineAsProvider;
  return or(mineAsClient, mineAsProvider) as SQL;
};

const visible = (owner: Reader, filters: CovenantFilters = {}, id?: string): SQL =>
  and(
    eq(covenants.headquarterId, owner.headquarterId),
    sideOf(owner, filters.side),
    id ? eq(covenants.id, id) : undefined,
    filters.status ? eq(covenants.status, filters.status) : undefined,
    filters.is_active !== undefined ? eq(covenants.isActive, filters.is_active) : undefined,
    filters.business_store
      ? or(eq(covenants.businessStoreId, filters.business_store), eq(covenants.providerStoreId, filters.business_store))
      : undefined,
  ) as SQL;

const columns = {
  covenant: covenants,
  client: { id: client.id, name: client.name, businessUserId: client.businessUserId, businessName: clientOwner.businessName },
  provider: { id: provider.id, name: provider.name, businessUserId: provider.businessUserId, businessName: providerOwner.businessName },
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(covenants)
    .innerJoin(client, eq(client.id, covenants.businessStoreId))
    .innerJoin(provider, eq(provider.id, covenants.providerStoreId))
    .innerJoin(clientOwner, eq(clientOwner.id, client.businessUserId))
    .innerJoin(providerOwner, eq(providerOwner.id, provider.businessUserId));

export type CovenantView = Awaited<ReturnType<ReturnType<typeof joined>["execute"]>>[number];

export async function listCovenants(db: Db, owner: Reader, win: Window, filters: CovenantFilters) {
  const where = visible(owner, filters);
  const [rows, [{ total }]] = await Promise.all([
    joined(db).where(where).orderBy(desc(covenants.createdAt), desc(covenants.id)).limit(win.limit).offset(win.offset),
    db
      .select({ total: count() })
      .from(covenants)
      .innerJoin(client, eq(client.id, covenants.businessStoreId))
      .innerJoin(provider, eq(provider.id, covenants.providerStoreId))
      .where(where),
  ]);
  return { rows, total };
}

/** One covenant the owner's business is a side of (any of the headquarter's for staff), or 404. */
export async function covenantFor(db: Db, owner: Reader, id: string): Promise<CovenantView> {
  const [row] = await joined(db).where(visible(owner, {}, id));
  if (!row) throw notFound();
  return row;
}
