import { and, asc, desc, eq, gte, inArray, isNull, ne, or } from "drizzle-orm";
import { FAKE_LOCATION_RECENT_HOURS } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { courierUsers } from "../../../db/courier-refs.js";
import { affiliations, fakeLocationCaptures, fakeLocationEvidence, messengers } from "../../../db/schema/index.js";

/** The most evidence rows a courier's detail lists (newest first). */
export const FAKE_LOCATION_EVIDENCE_MAX = 200;

const recentSince = (now: Date) => new Date(now.getTime() - FAKE_LOCATION_RECENT_HOURS * 3_600_000);
/** spec §4 / issue 12 'recent': a capture still open, or closed within FAKE_LOCATION_RECENT_HOURS. */
const isRecent = (now: Date) => or(isNull(fakeLocationCaptures.endedAt), gte(fakeLocationCaptures.endedAt, recentSince(now)));
/** The courier is affiliated with the headquarter (not gone). */
const affiliatedWith = (headquarterId: string) =>
  and(eq(affiliations.messengerId, messengers.id), eq(affiliations.headquarterId, headquarterId), ne(affiliations.status, "disaffiliated"));

const courierColumns = {
  id: messengers.id,
  imageUrl: courierUsers.imageUrl,
  firstName: courierUsers.firstName,
  lastName: courierUsers.lastName,
  username: courierUsers.username,
};

/** The recent captures of the headquarter's couriers (one courier's with `messengerId`), newest first, with who. */
export function recentCaptures(db: Db, headquarterId: string, now: Date, messengerId?: string) {
  return db
    .select({ courier: courierColumns, capture: fakeLocationCaptures })
    .from(fakeLocationCaptures)
    .innerJoin(messengers, eq(messengers.id, fakeLocationCaptures.messengerId))
    .innerJoin(courierUsers, eq(courierUsers.id, messengers.userId))
    .innerJoin(affiliations, affiliatedWith(headquarterId))
    .where(and(isRecent(now), messengerId ? eq(fakeLocationCaptures.messengerId, messengerId) : undefined))
    .orderBy(desc(fakeLocationCaptures.lastDetectedAt));
}
export type RecentCaptureRow = Awaited<ReturnType<typeof recentCaptures>>[number];
export type FakeLocationCourier = RecentCaptureRow["courier"];

/** A courier affiliated with the headquarter, or undefined (another headquarter's courier: 404). */
export async function affiliatedCourier(db: Db, headquarterId: string, messengerId: string): Promise<FakeLocationCourier | undefined> {
  const [row] = await db
    .select(courierColumns)
    .from(messengers)
    .innerJoin(courierUsers, eq(courierUsers.id, messengers.userId))
    .innerJoin(affiliations, affiliatedWith(headquarterId))
    .where(eq(messengers.id, messengerId));
  return row;
}

/** The evidence of these captures, newest first. */
export function evidenceOf(db: Db, captureIds: string[]) {
  if (captureIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fakeLocationEvidence)
    .where(inArray(fakeLocationEvidence.captureId, captureIds))
    .orderBy(desc(fakeLocationEvidence.at), asc(fakeLocationEvidence.kind))
    .limit(FAKE_LOCATION_EVIDENCE_MAX);
}

/** The recent captures of these couriers and the headquarters each is affiliated with (for the detection event). */
export function recentCapturesOfCouriers(db: Db | Tx, messengerIds: string[], now: Date) {
  return db
    .select({ headquarterId: affiliations.headquarterId, capture: fakeLocationCaptures })
    .from(fakeLocationCaptures)
    .innerJoin(affiliations, eq(affiliations.messengerId, fakeLocationCaptures.messengerId))
    .where(and(inArray(fakeLocationCaptures.messengerId, messengerIds), ne(affiliations.status, "disaffiliated"), isRecent(now)));
}
