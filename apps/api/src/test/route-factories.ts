import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.js";
import { routes } from "../db/schema/index.js";

/** A service route of the headquarter (issue 25); overrides win. */
export async function createServiceRoute(db: Db, headquarterId: string, overrides: Partial<typeof routes.$inferInsert> = {}) {
  const [row] = await db
    .insert(routes)
    .values({ code: `R-${randomBytes(3).toString("hex")}`, name: "Ruta de prueba", ...overrides, headquarterId })
    .returning();
  return row;
}

/** Factories for the security suite: `access.resource` of the service-route routes. */
export const routeResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  "service-route": async (db, headquarterId) => (await createServiceRoute(db, headquarterId)).id,
};
