import { asc, eq, inArray } from "drizzle-orm";
import type { Service } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { messengers, serviceLocations, services, serviceTypes } from "../../db/schema/index.js";
import { presentService } from "./presenter.js";

/** Presents services by id, in the order of `ids`, with type name, messenger and locations. */
export async function loadServices(db: Db, ids: string[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const [rows, locations] = await Promise.all([
    db
      .select({
        service: services,
        typeName: serviceTypes.name,
        messenger: { id: messengers.id, firstName: messengers.firstName, lastName: messengers.lastName, imageUrl: messengers.imageUrl },
      })
      .from(services)
      .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
      .leftJoin(messengers, eq(messengers.id, services.messengerId))
      .where(inArray(services.id, ids)),
    db
      .select()
      .from(serviceLocations)
      .where(inArray(serviceLocations.serviceId, ids))
      .orderBy(asc(serviceLocations.serviceId), asc(serviceLocations.position)),
  ]);
  const byId = new Map(rows.map((r) => [r.service.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      presentService(
        r.service,
        r.typeName,
        r.messenger,
        locations.filter((l) => l.serviceId === id),
      ),
    ];
  });
}
