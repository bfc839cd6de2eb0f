import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { headquarters, messengers, motorcycles, petitions, users } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";
import { count } from "drizzle-orm";

/** A request with its courier (profile and account) and headquarter: what the presenter shapes. */
export const petitionColumns = {
  petition: petitions,
  headquarterName: headquarters.name,
  messenger: {
    id: messengers.id,
    nuip: messengers.nuip,
    phoneNumber: messengers.phoneNumber,
    address: messengers.address,
    rating: messengers.rating,
    ratingCounter: messengers.ratingCounter,
  },
  user: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    imageUrl: users.imageUrl,
  },
};

const joined = (db: Db | Tx) =>
  db
    .select(petitionColumns)
    .from(petitions)
    .innerJoin(headquarters, eq(headquarters.id, petitions.headquarterId))
    .innerJoin(messengers, eq(messengers.id, petitions.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId));

export type PetitionRow = Awaited<ReturnType<typeof loadPetition>>;

/** One request as the API answers it; `where` scopes it (a headquarter, or a courier). */
export async function loadPetition(db: Db | Tx, id: string, where: SQL | undefined) {
  const [row] = await joined(db).where(and(eq(petitions.id, id), where));
  return row ?? null;
}

/** A page of requests, newest first. */
export async function listPetitions(db: Db, where: SQL | undefined, win: Window) {
  const [rows, [{ total }]] = await Promise.all([
    joined(db).where(where).orderBy(desc(petitions.createdAt), desc(petitions.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(petitions).where(where),
  ]);
  return { rows, total };
}

/** The courier's motorcycles, to choose the one verified with the request. */
export const motorcyclesOf = (db: Db, messengerId: string) =>
  db.select().from(motorcycles).where(eq(motorcycles.messengerId, messengerId)).orderBy(motorcycles.createdAt, motorcycles.id);
