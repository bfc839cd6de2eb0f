import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Service } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { param, prepared } from "../../../db/prepared.js";
import { messengers, serviceLocations, services, serviceTypes, users } from "../../../db/schema/index.js";
import { courierNames, userOfCourier } from "../../couriers/index.js";
import { joinedMessenger, presentService } from "../presenter.js";

type LocationRow = typeof serviceLocations.$inferSelect;

/**
 * The service's locations in order, as rows of service_locations (each column under its field name), built by the
 * database in the service's own row: a list is one statement. Every column is a number, text or boolean, which JSON
 * keeps as the driver would.
 */
const locationsOfService = () => {
  const fields = Object.entries(getTableColumns(serviceLocations)).map(
    ([field, column]) => sql`${sql.raw(`'${field}'`)}, l.${sql.identifier(column.name)}`,
  );
  return sql<LocationRow[]>`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by l.position), '[]'::json)
    from ${serviceLocations} l where l.service_id = ${services.id})`;
};

/** What a list presents of a service: its row, its type's name, its courier's names and its locations (joined as below). */
export const presentedColumns = () => ({
  service: services,
  typeName: serviceTypes.name,
  messenger: { id: messengers.id, ...courierNames },
  locations: locationsOfService(),
});

// One shape for any number of ids (`= any($ids)`), so the read is prepared once.
const rowsStatement = (db: Db) =>
  db
    .select(presentedColumns())
    .from(services)
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
    .leftJoin(messengers, eq(messengers.id, services.messengerId))
    .leftJoin(users, userOfCourier)
    .where(sql`${services.id} = any(${param("ids")}::uuid[])`)
    .prepare("load_services");

/** Presents services by id, in the order of `ids`, with type name, messenger and locations. */
export async function loadServices(db: Db, ids: string[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const rows = await prepared(db, "load_services", () => rowsStatement(db)).execute({ ids });
  const byId = new Map(presentLoaded(rows).map((service) => [service.uuid, service]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type Loaded = {
  service: typeof services.$inferSelect;
  typeName: string;
  messenger: Parameters<typeof joinedMessenger>[0];
  locations: LocationRow[];
};

/** Services read with `presentedColumns`, presented in the order of `rows`. */
export const presentLoaded = (rows: Loaded[]): Service[] =>
  rows.map((r) => presentService(r.service, r.typeName, joinedMessenger(r.messenger), r.locations));
