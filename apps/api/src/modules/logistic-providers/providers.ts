import { and, asc, count, eq, notInArray } from "drizzle-orm";
import { PROVIDER_MESSAGES, permissionsChangedEvent } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { businessServiceTypes, headquarters, memberships } from "../../db/schema/index.js";
import { AppError, notFound } from "../../errors.js";
import type { Principal } from "../../plugins/auth.js";
import { bumpSessionVersion } from "../../plugins/sessions.js";
import { byName } from "../../db/query-helpers.js";
import { recordEvents } from "../../plugins/domain-events.js";

// spec §2.2 /logistic-provider: a business's providers are the headquarters it is a member of
// (docs/decisions/010-business-providers.md).

const columns = { id: headquarters.id, name: headquarters.name, cityName: headquarters.cityName };
export type ProviderRow = { id: string; name: string; cityName: string };

const mine = (userId: string) => eq(memberships.userId, userId);

export async function listProviders(db: Db, business: Principal): Promise<ProviderRow[]> {
  return db
    .select(columns)
    .from(memberships)
    .innerJoin(headquarters, eq(headquarters.id, memberships.headquarterId))
    .where(and(mine(business.userId), eq(headquarters.isActive, true)))
    .orderBy(byName(headquarters.name), asc(headquarters.id));
}

/** The company's active headquarters that do not serve the business yet. */
export async function availableProviders(db: Db, business: Principal): Promise<ProviderRow[]> {
  const current = db.select({ id: memberships.headquarterId }).from(memberships).where(mine(business.userId));
  return db
    .select(columns)
    .from(headquarters)
    .where(and(eq(headquarters.companyId, business.companyId), eq(headquarters.isActive, true), notInArray(headquarters.id, current)))
    .orderBy(byName(headquarters.name), asc(headquarters.id));
}

export async function addProvider(db: Db, business: Principal, headquarterId: string): Promise<ProviderRow> {
  return db.transaction(async (tx) => {
    const [hq] = await tx
      .select(columns)
      .from(headquarters)
      .where(and(eq(headquarters.id, headquarterId), eq(headquarters.companyId, business.companyId), eq(headquarters.isActive, true)));
    if (!hq) throw notFound();
    const added = await tx.insert(memberships).values({ userId: business.userId, headquarterId }).onConflictDoNothing().returning();
    if (added.length === 0) throw new AppError("CONFLICT", PROVIDER_MESSAGES.alreadyProvider);
    await recordEvents(tx, [permissionsChangedEvent([business.userId])]);
    return hq;
  });
}

/**
 * The last provider stays: a business without one could neither sign in to a desk nor create.
 * The business's tokens name the headquarter: they are refused from the commit on (the caller
 * retires its session version).
 */
export async function removeProvider(db: Db, business: Principal, headquarterId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [[member], [{ total }]] = await Promise.all([
      tx
        .select()
        .from(memberships)
        .where(and(mine(business.userId), eq(memberships.headquarterId, headquarterId))),
      tx.select({ total: count() }).from(memberships).where(mine(business.userId)),
    ]);
    if (!member) throw notFound();
    if (total <= 1) throw new AppError("CONFLICT", PROVIDER_MESSAGES.lastProvider);
    await tx.delete(memberships).where(and(mine(business.userId), eq(memberships.headquarterId, headquarterId)));
    await recordEvents(tx, [permissionsChangedEvent([business.userId])]);
    // The types chosen with that provider go with it (and the store offers built on them).
    await tx
      .delete(businessServiceTypes)
      .where(and(eq(businessServiceTypes.businessUserId, business.userId), eq(businessServiceTypes.headquarterId, headquarterId)));
    await bumpSessionVersion(tx, business.userId);
  });
}
