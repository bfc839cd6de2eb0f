import { and, eq, inArray } from "drizzle-orm";
import { COURIER_SERVICE_TYPE_MESSAGES } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations, courierServiceTypes, serviceTypes } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { messengerFor } from "../../couriers/index.js";
import { courierServiceTypesOf } from "../queries/allowed.js";

/** Replaces the service types a linked courier may take in the headquarter (types of that headquarter only). */
export async function setCourierServiceTypes(db: Db, headquarterId: string, messengerId: string, typeIds: string[]) {
  await messengerFor(db, headquarterId, messengerId);
  return db.transaction(async (tx) => {
    // Two saves of one courier's types at once take turns on the affiliation instead of colliding on the rows.
    await tx
      .select({ messengerId: affiliations.messengerId })
      .from(affiliations)
      .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)))
      .for("update");
    const known =
      typeIds.length === 0
        ? []
        : await tx
            .select({ id: serviceTypes.id })
            .from(serviceTypes)
            .where(and(eq(serviceTypes.headquarterId, headquarterId), inArray(serviceTypes.id, typeIds)));
    const missing = typeIds.findIndex((id) => !known.some((k) => k.id === id));
    if (missing >= 0) throw badRequest(`service_types.${missing}`, COURIER_SERVICE_TYPE_MESSAGES.unknown);
    await tx
      .delete(courierServiceTypes)
      .where(and(eq(courierServiceTypes.headquarterId, headquarterId), eq(courierServiceTypes.messengerId, messengerId)));
    if (typeIds.length > 0) {
      await tx.insert(courierServiceTypes).values(typeIds.map((serviceTypeId) => ({ headquarterId, messengerId, serviceTypeId })));
    }
    return courierServiceTypesOf(tx, headquarterId, messengerId);
  });
}
