import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import {
  businessStores,
  messengers,
  serviceFiles,
  serviceHistory,
  apiKeys,
  serviceLocations,
  services,
  servicesTags,
  tags,
  users,
} from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import { loadServices } from "./load.js";
import { presentFile, presentHistory, presentLocation } from "../presenter.js";
import { inScope, type Scope } from "../scope.js";
import { byName } from "../../../db/query-helpers.js";

/** The service row in scope, else 404. */
export async function findService(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), inScope(scope)));
  if (!row) throw notFound();
  return row;
}

/** The tags the service carries, with their ids (by name, as services.tags). */
const tagItemsOf = (db: Db, serviceId: string) =>
  db
    .select({ uuid: tags.id, name: tags.name })
    .from(servicesTags)
    .innerJoin(tags, eq(tags.id, servicesTags.tagId))
    .where(eq(servicesTags.serviceId, serviceId))
    .orderBy(byName(tags.name));

export async function serviceDetail(db: Db, scope: Scope, id: string, includeMessengerLocation: boolean) {
  const row = await findService(db, scope, id);
  const [[loaded], tagItems, [store]] = await Promise.all([
    loadServices(db, [row.id]),
    tagItemsOf(db, row.id),
    row.businessStoreId
      ? db
          .select({ id: businessStores.id, name: businessStores.name })
          .from(businessStores)
          .where(eq(businessStores.id, row.businessStoreId))
      : [],
  ]);
  const service = { ...loaded, tag_items: tagItems, business_store: store ?? null };
  if (!includeMessengerLocation) return service;
  let messengerLocation = null;
  if (row.messengerId) {
    const [m] = await db
      .select({ latitude: messengers.latitude, longitude: messengers.longitude, at: messengers.locationAt })
      .from(messengers)
      .where(eq(messengers.id, row.messengerId));
    if (m?.latitude != null && m.longitude != null) {
      messengerLocation = { latitude: m.latitude, longitude: m.longitude, located_at: m.at ? m.at.toISOString() : null };
    }
  }
  return { ...service, messenger_location: messengerLocation };
}

// The couriers an entry moved the service from and to (data.from_messenger, data.to_messenger), by name.
const fromCourier = alias(messengers, "from_courier");
const fromUser = alias(users, "from_user");
const toCourier = alias(messengers, "to_courier");
const toUser = alias(users, "to_user");
const courierIn = (key: "from_messenger" | "to_messenger") => sql`(${serviceHistory.data}->>${key}::text)::uuid`;

/** Newest first (spec §4: the history list can append pages). */
export async function serviceHistoryPage(db: Db, scope: Scope, id: string, win: Window) {
  const row = await findService(db, scope, id);
  const where = eq(serviceHistory.serviceId, row.id);
  const [entries, [{ total }]] = await Promise.all([
    db
      .select({
        id: serviceHistory.id,
        action: serviceHistory.action,
        fromStatus: serviceHistory.fromStatus,
        toStatus: serviceHistory.toStatus,
        data: serviceHistory.data,
        createdAt: serviceHistory.createdAt,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        apiKey: { id: apiKeys.id, name: apiKeys.name },
        fromMessenger: { id: fromCourier.id, firstName: fromUser.firstName, lastName: fromUser.lastName },
        toMessenger: { id: toCourier.id, firstName: toUser.firstName, lastName: toUser.lastName },
      })
      .from(serviceHistory)
      .leftJoin(users, eq(users.id, serviceHistory.userId))
      .leftJoin(apiKeys, eq(apiKeys.id, serviceHistory.apiKeyId))
      .leftJoin(fromCourier, eq(fromCourier.id, courierIn("from_messenger")))
      .leftJoin(fromUser, eq(fromUser.id, fromCourier.userId))
      .leftJoin(toCourier, eq(toCourier.id, courierIn("to_messenger")))
      .leftJoin(toUser, eq(toUser.id, toCourier.userId))
      .where(where)
      .orderBy(desc(serviceHistory.createdAt), desc(serviceHistory.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(serviceHistory).where(where),
  ]);
  return { total, results: entries.map(presentHistory) };
}

export async function serviceLocationsOf(db: Db, scope: Scope, id: string) {
  const row = await findService(db, scope, id);
  const rows = await db
    .select()
    .from(serviceLocations)
    .where(eq(serviceLocations.serviceId, row.id))
    .orderBy(asc(serviceLocations.position));
  return rows.map(presentLocation);
}

export async function serviceFilesOf(db: Db, scope: Scope, id: string) {
  const row = await findService(db, scope, id);
  const rows = await db.select().from(serviceFiles).where(eq(serviceFiles.serviceId, row.id)).orderBy(asc(serviceFiles.createdAt));
  return rows.map(presentFile);
}

/** What the courier reported on finishing (and at the pickup, issue 24), and when it was finished. */
export async function completionData(db: Db, scope: Scope, id: string) {
  const row = await findService(db, scope, id);
  const [finished] = await db
    .select({ at: serviceHistory.createdAt })
    .from(serviceHistory)
    .where(and(eq(serviceHistory.serviceId, row.id), eq(serviceHistory.toStatus, "finished")))
    .orderBy(desc(serviceHistory.createdAt))
    .limit(1);
  return {
    completion_data: row.completionData,
    pickup_data: row.pickupData,
    finished_at: finished ? finished.at.toISOString() : null,
  };
}
