import { asc, eq, sql } from "drizzle-orm";
import type { Service } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { param, prepared } from "../../../db/prepared.js";
import { messengers, serviceLocations, services, serviceTypes, users } from "../../../db/schema/index.js";
import { courierNames, userOfCourier } from "../../couriers/index.js";
import { joinedMessenger, presentService } from "../presenter.js";

// One shape for any number of ids (`= any($ids)`), so both reads are prepared once.
const anyId = (column: typeof services.id | typeof serviceLocations.serviceId) => sql`${column} = any(${param("ids")}::uuid[])`;

const rowsStatement = (db: Db) =>
  db
    .select({
      service: services,
      typeName: serviceTypes.name,
      messenger: { id: messengers.id, ...courierNames },
    })
    .from(services)
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
    .leftJoin(messengers, eq(messengers.id, services.messengerId))
    .leftJoin(users, userOfCourier)
    .where(anyId(services.id))
    .prepare("load_services");

const locationsStatement = (db: Db) =>
  db
    .select()
    .from(serviceLocations)
    .where(anyId(serviceLocations.serviceId))
    .orderBy(asc(serviceLocations.serviceId), asc(serviceLocations.position))
    .prepare("load_service_locations");

/** Presents services by id, in the order of `ids`, with type name, messenger and locations. */
export async function loadServices(db: Db, ids: string[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const [rows, locations] = await Promise.all([
    prepared(db, "load_services", () => rowsStatement(db)).execute({ ids }),
    prepared(db, "load_service_locations", () => locationsStatement(db)).execute({ ids }),
  ]);
  const byId = new Map(rows.map((r) => [r.service.id, r]));
  const placesOf = new Map<string, typeof locations>();
  for (const l of locations) placesOf.set(l.serviceId, [...(placesOf.get(l.serviceId) ?? []), l]);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [presentService(r.service, r.typeName, joinedMessenger(r.messenger), placesOf.get(id) ?? [])] : [];
  });
}
