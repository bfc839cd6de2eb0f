import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { courierServiceTypes, serviceTypes } from "../../../db/schema/index.js";

/** The service types the courier may take in the headquarter, by name; none: every type. */
export async function courierServiceTypesOf(db: Db | Tx, headquarterId: string, messengerId: string) {
  return db
    .select({ id: serviceTypes.id, name: serviceTypes.name })
    .from(courierServiceTypes)
    .innerJoin(serviceTypes, eq(serviceTypes.id, courierServiceTypes.serviceTypeId))
    .where(and(eq(courierServiceTypes.headquarterId, headquarterId), eq(courierServiceTypes.messengerId, messengerId)))
    .orderBy(asc(serviceTypes.name), asc(serviceTypes.id));
}

/**
 * For the dispatch engine: the service-type ids each courier may take in the headquarter. A courier absent from the
 * map may take every type.
 */
export async function allowedServiceTypes(tx: Db | Tx, headquarterId: string, messengerIds: readonly string[]) {
  const allowed = new Map<string, string[]>();
  if (messengerIds.length === 0) return allowed;
  const rows = await tx
    .select({ messengerId: courierServiceTypes.messengerId, serviceTypeId: courierServiceTypes.serviceTypeId })
    .from(courierServiceTypes)
    .where(and(eq(courierServiceTypes.headquarterId, headquarterId), inArray(courierServiceTypes.messengerId, [...messengerIds])));
  for (const row of rows) allowed.set(row.messengerId, [...(allowed.get(row.messengerId) ?? []), row.serviceTypeId]);
  return allowed;
}
