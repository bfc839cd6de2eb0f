import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.js";
import { linkServices, serviceTypes } from "../db/schema/index.js";

/** A link of the headquarter offering one new type (or the given ones); overrides win. */
export async function createLinkRow(db: Db, headquarterId: string, overrides: Partial<typeof linkServices.$inferInsert> = {}) {
  const typeIds = overrides.serviceTypeIds ?? [
    (
      await db
        .insert(serviceTypes)
        .values({ headquarterId, name: `Tipo ${randomBytes(3).toString("hex")}`, baseCost: 5000 })
        .returning()
    )[0].id,
  ];
  const [row] = await db
    .insert(linkServices)
    .values({
      name: "Enlace de prueba",
      token: randomBytes(32).toString("base64url"),
      ...overrides,
      headquarterId,
      serviceTypeIds: typeIds,
    })
    .returning();
  return row;
}

/** Factories for the security suite: `access.resource` of the link routes. */
export const linkResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  "link-service": async (db, headquarterId) => (await createLinkRow(db, headquarterId)).id,
};
