import { and, between, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { acceptanceRate, type CourierStats, daysOfMonth, TOP_COURIERS, type TopCouriers, zonedDay } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import {
  affiliations,
  courierDailyStats,
  courierHourlyDistance,
  courierHourlyOnline,
  messengerActivations,
  messengers,
  offers,
  users,
} from "../../../db/schema/index.js";
import { timeZoneOf } from "../../headquarters/index.js";

type Named = { uuid: string; full_name: string };

/** The couriers' names and ratings, by id. */
async function couriersNamed(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Named & { rating: number }>();
  const rows = await db
    .select({ id: messengers.id, firstName: users.firstName, lastName: users.lastName, rating: messengers.rating })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(inArray(messengers.id, ids));
  return new Map(rows.map((r) => [r.id, { uuid: r.id, full_name: `${r.firstName} ${r.lastName}`.trim(), rating: r.rating }]));
}

/** Kilometres each courier of the headquarter travelled in [start, end), to one decimal: its hours in courier_hourly_distance. */
async function distances(db: Db, headquarterId: string, start: Date, end: Date) {
  const rows = await db
    .select({ id: courierHourlyDistance.messengerId, km: sql<number>`sum(${courierHourlyDistance.km})`.mapWith(Number) })
    .from(courierHourlyDistance)
    .innerJoin(
      affiliations,
      and(eq(affiliations.messengerId, courierHourlyDistance.messengerId), eq(affiliations.headquarterId, headquarterId)),
    )
    .where(and(gte(courierHourlyDistance.hour, start), lt(courierHourlyDistance.hour, end)))
    .groupBy(courierHourlyDistance.messengerId);
  return new Map(rows.map((r) => [r.id, Math.round(r.km * 10) / 10]));
}

/**
 * Whole minutes each courier was online in the headquarter in [start, end): the closed sessions' seconds of those hours
 * (courier_hourly_online) and, for a courier whose last record is still "online", that session from the period's
 * start (or its own) up to `until` (now, or the period's end if it is over).
 */
async function minutesOnline(db: Db, headquarterId: string, start: Date, end: Date, until: Date) {
  const last = db
    .select({ online: messengerActivations.online, since: messengerActivations.createdAt })
    .from(messengerActivations)
    .where(and(eq(messengerActivations.messengerId, affiliations.messengerId), eq(messengerActivations.headquarterId, headquarterId)))
    .orderBy(desc(messengerActivations.createdAt), desc(messengerActivations.id))
    .limit(1)
    .as("last");
  const [closed, open] = await Promise.all([
    db
      .select({
        id: courierHourlyOnline.messengerId,
        seconds: sql<number>`sum(${courierHourlyOnline.seconds})`.mapWith(Number),
      })
      .from(courierHourlyOnline)
      .where(
        and(eq(courierHourlyOnline.headquarterId, headquarterId), gte(courierHourlyOnline.hour, start), lt(courierHourlyOnline.hour, end)),
      )
      .groupBy(courierHourlyOnline.messengerId),
    db
      .select({ id: affiliations.messengerId, since: last.since })
      .from(affiliations)
      .innerJoinLateral(last, sql`true`)
      .where(and(eq(affiliations.headquarterId, headquarterId), eq(last.online, true), lt(last.since, until))),
  ]);
  const seconds = new Map(closed.map((r) => [r.id, r.seconds]));
  for (const { id, since } of open) {
    const from = Math.max(since.getTime(), start.getTime());
    seconds.set(id, (seconds.get(id) ?? 0) + (until.getTime() - from) / 1000);
  }
  return new Map([...seconds].map(([id, s]) => [id, Math.floor(s / 60)]));
}

/**
 * /report-messengers: per courier of the headquarter, services finished and cancelled (courier_daily_stats), the
 * kilometres travelled (courier_hourly_distance; a courier who only travelled is listed too), minutes
 * online (courier_hourly_online, an open session counted to the period's end or now), rating and the dispatch
 * offers it answered. Most finished first.
 */
export async function courierStats(db: Db, headquarterId: string, from: string, to: string): Promise<CourierStats[]> {
  const zone = await timeZoneOf(db, headquarterId);
  const start = zonedDay(zone, from).start;
  const end = zonedDay(zone, to).end;
  const until = new Date(Math.min(end.getTime(), Date.now()));
  const [services, minutes, offered, travelled] = await Promise.all([
    db
      .select({
        id: courierDailyStats.messengerId,
        finished: sql<number>`coalesce(sum(${courierDailyStats.count}) filter (where ${courierDailyStats.status} = 'finished'), 0)`.mapWith(
          Number,
        ),
        cancelled:
          sql<number>`coalesce(sum(${courierDailyStats.count}) filter (where ${courierDailyStats.status} = 'cancelled'), 0)`.mapWith(
            Number,
          ),
      })
      .from(courierDailyStats)
      .where(and(eq(courierDailyStats.headquarterId, headquarterId), between(courierDailyStats.day, from, to)))
      .groupBy(courierDailyStats.messengerId),
    minutesOnline(db, headquarterId, start, end, until),
    db
      .select({
        id: offers.messengerId,
        offers: sql<number>`count(*) filter (where ${offers.answer} is not null and ${offers.answer} <> 'withdrawn')`.mapWith(Number),
        accepted: sql<number>`count(*) filter (where ${offers.answer} = 'accepted')`.mapWith(Number),
      })
      .from(offers)
      .where(and(eq(offers.headquarterId, headquarterId), gte(offers.sentAt, start), lt(offers.sentAt, end)))
      .groupBy(offers.messengerId),
    distances(db, headquarterId, start, end),
  ]);
  const moved = [...travelled].filter(([, km]) => km > 0).map(([id]) => id);
  const ids = [...new Set([...services.map((r) => r.id), ...minutes.keys(), ...offered.map((r) => r.id), ...moved])];
  const named = await couriersNamed(db, ids);
  return ids
    .flatMap((id) => {
      const courier = named.get(id);
      if (!courier) return [];
      const done = services.find((r) => r.id === id);
      const answered = offered.find((r) => r.id === id);
      return [
        {
          messenger: { uuid: courier.uuid, full_name: courier.full_name },
          finished: done?.finished ?? 0,
          cancelled: done?.cancelled ?? 0,
          distance_km: travelled.get(id) ?? 0,
          online_minutes: minutes.get(id) ?? 0,
          rating: courier.rating,
          offers: answered?.offers ?? 0,
          accepted: answered?.accepted ?? 0,
          acceptance_rate: acceptanceRate(answered?.accepted ?? 0, answered?.offers ?? 0),
        },
      ];
    })
    .sort((a, b) => b.finished - a.finished || a.messenger.full_name.localeCompare(b.messenger.full_name));
}

/** The couriers with most finished services on each day of the month, and in the whole month (ten each). */
export async function topCouriers(db: Db, headquarterId: string, month: string): Promise<TopCouriers> {
  const days = daysOfMonth(month);
  const rows = await db
    .select({
      day: sql<string>`${courierDailyStats.day}::text`,
      id: courierDailyStats.messengerId,
      finished: sql<number>`sum(${courierDailyStats.count})`.mapWith(Number),
    })
    .from(courierDailyStats)
    .where(
      and(
        eq(courierDailyStats.headquarterId, headquarterId),
        eq(courierDailyStats.status, "finished"),
        between(courierDailyStats.day, days[0], days[days.length - 1]),
      ),
    )
    .groupBy(courierDailyStats.day, courierDailyStats.messengerId);
  const named = await couriersNamed(db, [...new Set(rows.map((r) => r.id))]);
  const ranked = (list: { id: string; finished: number }[]) =>
    list
      .filter((r) => r.finished > 0 && named.has(r.id))
      .map((r) => {
        const { uuid, full_name } = named.get(r.id) as Named;
        return { messenger: { uuid, full_name }, finished: r.finished };
      })
      .sort((a, b) => b.finished - a.finished || a.messenger.full_name.localeCompare(b.messenger.full_name))
      .slice(0, TOP_COURIERS);
  const monthly = new Map<string, number>();
  for (const r of rows) monthly.set(r.id, (monthly.get(r.id) ?? 0) + r.finished);
  return {
    month,
    by_day: days.map((day) => ({ day, top: ranked(rows.filter((r) => r.day === day)) })),
    by_month: ranked([...monthly].map(([id, finished]) => ({ id, finished }))),
  };
}
