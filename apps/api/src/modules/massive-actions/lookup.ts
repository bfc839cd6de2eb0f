import { and, eq, inArray, or } from "drizzle-orm";
import type { Service } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { services } from "../../db/schema/index.js";
import { loadServices } from "../services/index.js";

const CONSECUTIVE = /^\d{1,9}$/;

/** The headquarter's services a pasted list names by consecutive or internal identifier; the names that found none. */
export async function lookUpServices(
  db: Db,
  headquarterId: string,
  identifiers: string[],
): Promise<{ found: Service[]; missing: string[] }> {
  const numbers = identifiers.filter((i) => CONSECUTIVE.test(i)).map(Number);
  const rows = await db
    .select({ id: services.id, consecutive: services.consecutive, internal: services.internalIdentifier })
    .from(services)
    .where(
      and(
        eq(services.headquarterId, headquarterId),
        or(numbers.length ? inArray(services.consecutive, numbers) : undefined, inArray(services.internalIdentifier, identifiers)),
      ),
    )
    .orderBy(services.consecutive);
  const named = (i: string) => rows.some((r) => r.internal === i || (CONSECUTIVE.test(i) && r.consecutive === Number(i)));
  return {
    found: await loadServices(
      db,
      rows.map((r) => r.id),
    ),
    missing: identifiers.filter((i) => !named(i)),
  };
}
