import { DEFAULT_COVENANT_SETTINGS } from "@despacho/domain";
import type { Db } from "../db/client.js";
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { businessStores, covenants, headquarters, memberships, priorityGroupMembers, priorityGroups, users } from "../db/schema/index.js";
import { DEFAULT_PASSWORD, hashOf } from "./password-hashes.js";

// No import of factories.ts: it imports this file for its resource factories.
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

/** A business user of the headquarter who never signs in (the other side of a covenant). */
async function createBusinessUser(db: Db, headquarterId: string) {
  const [hq] = await db.select({ companyId: headquarters.companyId }).from(headquarters).where(eq(headquarters.id, headquarterId));
  const username = unique("negocio_");
  const [user] = await db
    .insert(users)
    .values({
      companyId: hq.companyId,
      username,
      email: `${username}@despacho.test`,
      passwordHash: await hashOf(DEFAULT_PASSWORD),
      firstName: "Prueba",
      lastName: "Negocio",
      kind: "business",
      businessName: unique("Negocio "),
    })
    .returning();
  await db.insert(memberships).values({ userId: user.id, headquarterId });
  return user.id;
}

/** A store of a new business user of the headquarter, or of the given one. */
export async function createBusinessStore(db: Db, headquarterId: string, businessUserId?: string) {
  const owner = businessUserId ?? (await createBusinessUser(db, headquarterId));
  const [store] = await db
    .insert(businessStores)
    .values({ headquarterId, businessUserId: owner, name: unique("Tienda ") })
    .returning();
  return store;
}

/** An accepted, live covenant between two new stores of the headquarter (the client's when given). */
export async function createCovenant(db: Db, headquarterId: string, clientStoreId?: string) {
  const businessStoreId = clientStoreId ?? (await createBusinessStore(db, headquarterId)).id;
  const provider = await createBusinessStore(db, headquarterId);
  const [row] = await db
    .insert(covenants)
    .values({
      headquarterId,
      businessStoreId,
      providerStoreId: provider.id,
      status: "accepted",
      settings: DEFAULT_COVENANT_SETTINGS,
      answeredAt: new Date(),
    })
    .returning();
  return row;
}

export async function createPriorityGroup(db: Db, headquarterId: string, storeId?: string) {
  const businessStoreId = storeId ?? (await createBusinessStore(db, headquarterId)).id;
  const [group] = await db.insert(priorityGroups).values({ headquarterId, businessStoreId, priority: 1 }).returning();
  return group;
}

/** One factory per `access.resource` of the covenant routes: a row in the given headquarter, its id. */
export const covenantResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  covenant: async (db, headquarterId) => (await createCovenant(db, headquarterId)).id,
  "priority-group": async (db, headquarterId) => (await createPriorityGroup(db, headquarterId)).id,
  "priority-group-member": async (db, headquarterId) => {
    const covenant = await createCovenant(db, headquarterId);
    const group = await createPriorityGroup(db, headquarterId, covenant.businessStoreId);
    const [member] = await db.insert(priorityGroupMembers).values({ groupId: group.id, covenantId: covenant.id }).returning();
    return member.id;
  },
};
