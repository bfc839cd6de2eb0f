import { and, eq, sql } from "drizzle-orm";
import { COURIER_MESSAGES, type CourierLocations, DOMAIN_EVENTS, type DomainEventPayload, EVENTS, onlineRefusal } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { param, prepared } from "../../../db/prepared.js";
import { affiliations, domainEvents, messengerLocations, messengers } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import type { Realtime } from "../../../plugins/realtime.js";
import { hasOpenBlock } from "../blocks/queries/open-blocks.js";
import { type DomainEvents, noteRecorded } from "../../../plugins/domain-events.js";
import { hasOpenCapture } from "../../fake-locations/index.js";

type TrackedPoint = DomainEventPayload<typeof DOMAIN_EVENTS.courierLocated>["couriers"][number]["previous"];

// One shape for any number of couriers (`= any($couriers)`), so the batch's reads are prepared once.
const anyCourier = (column: typeof affiliations.messengerId | typeof messengers.id) => sql`${column} = any(${param("couriers")}::uuid[])`;

/** Each courier's standing in each headquarter, and where they were before the batch (the fake-location check compares with it). */
const standingsStatement = (db: Db) =>
  db
    .select({
      messengerId: affiliations.messengerId,
      headquarterId: affiliations.headquarterId,
      status: affiliations.status,
      isOnline: affiliations.isOnline,
      blocked: hasOpenBlock(db, affiliations.headquarterId, affiliations.messengerId).mapWith(Boolean),
      latitude: messengers.latitude,
      longitude: messengers.longitude,
      locationAt: messengers.locationAt,
    })
    .from(affiliations)
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .where(anyCourier(affiliations.messengerId))
    .prepare("location_standings");

/** The couriers suspected of a fake location, as the desks paint them. */
const suspectedStatement = (db: Db) =>
  db
    .select({ id: messengers.id })
    .from(messengers)
    .where(and(anyCourier(messengers.id), hasOpenCapture(db, messengers.id)))
    .prepare("location_suspected");

/** How long the first call waits for others to join its write while no write is under way (group commit). */
export const LOCATION_FLUSH_DELAY_MS = 10;
/** The most points one write takes; a buffer holding this many is written without waiting for the delay. */
export const LOCATION_FLUSH_POINTS = 2_000;

interface Point {
  messengerId: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
  usingFakeLocation: boolean;
  coordinatesCreatedAt: Date;
}

interface Pending {
  messengerId: string;
  points: Point[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

const ignore = () => undefined;

/** A written batch: the couriers whose calls are refused, and what the desks are told of the others. */
interface Written {
  refused: Set<string>;
  latest: Map<string, Point>;
  online: { messengerId: string; headquarterId: string }[];
}

/**
 * POST /api/courier/locations/ (the hot path: every courier about once a second) by group commit:
 * calls append their points to one buffer per app. One write runs at a time; calls arriving while it runs wait for it
 * and go together in the next, so the batches grow with the load instead of the writes queueing (a write costs about
 * the same for 20 points as for 200). A write first reads, in one query, each courier's standing in its headquarters:
 * the calls of a courier who may be online nowhere (the domain's onlineRefusal: in disaffiliation, blocked, not
 * linked) are refused with a 409 and their points go no further. It then puts every other point in one insert that
 * records one courier.located domain event (issue 20) and the newest point of each courier on its profile in one
 * update, dispatches the outbox (the fake-location check and the geozone queues are its consumers), tells the desks of
 * the headquarters where the courier may be and is online, and only then answers every call of the batch (a 201
 * still means the points are stored; a failed write fails every call of its batch). The writes are pipelined
 * (docs/decisions/045): the next batch is read and inserted while the batch before it is dispatched and told, never
 * before that batch's insert (its standings read sees where the couriers went) and never two batches told at once
 * (the desks hear each courier's points in order).
 */
export class LocationBatcher {
  private pending: Pending[] = [];
  private pendingPoints = 0;
  private timer: NodeJS.Timeout | null = null;
  /**
   * The write under way: its insert, and the telling of the batch before it. When both end it starts the next write
   * with what arrived meanwhile, so one batch is told beside the next one's insert and no more queue up to be told.
   */
  private writing: Promise<void> | null = null;
  /** The last batch's dispatch and desk events (never rejects: its calls hear its failure). */
  private telling: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly events: DomainEvents,
  ) {}

  record(messengerId: string, input: CourierLocations): Promise<{ accepted: number }> {
    const points = input.points.map(
      (p): Point => ({
        messengerId,
        latitude: p.latitude,
        longitude: p.longitude,
        accuracy: p.accuracy ?? null,
        speed: p.speed ?? null,
        usingFakeLocation: p.using_fake_location ?? false,
        coordinatesCreatedAt: new Date(p.coordinates_created_at),
      }),
    );
    const stored = new Promise<void>((resolve, reject) => this.pending.push({ messengerId, points, resolve, reject }));
    this.pendingPoints += points.length;
    if (!this.writing) {
      if (this.pendingPoints >= LOCATION_FLUSH_POINTS) this.startWrite();
      else this.timer ??= setTimeout(() => this.startWrite(), LOCATION_FLUSH_DELAY_MS);
    }
    return stored.then(() => ({ accepted: points.length }));
  }

  /** Writes everything pending (after the write under way) and resolves when all of it is written. */
  async flush(): Promise<void> {
    while (this.writing || this.pending.length > 0) {
      if (!this.writing) this.startWrite();
      await this.writing;
    }
    await this.telling;
  }

  /** Writes what is pending and waits for it (the app is closing). */
  stop(): Promise<void> {
    return this.flush();
  }

  /** The next batch: the calls waiting longest, up to LOCATION_FLUSH_POINTS points (a call is never split). */
  private startWrite() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing || this.pending.length === 0) return;
    let taken = 0;
    let points = 0;
    while (taken < this.pending.length && (taken === 0 || points + this.pending[taken].points.length <= LOCATION_FLUSH_POINTS)) {
      points += this.pending[taken].points.length;
      taken += 1;
    }
    const batch = this.pending.splice(0, taken);
    this.pendingPoints -= points;
    // This batch is told once it is written and the batch before it has been told; the next write waits for both.
    const ready = Promise.all([this.write(batch), this.telling]);
    const told = ready.then(async ([done]) => {
      await this.tell(done);
      return done.refused;
    });
    this.telling = told.then(ignore, ignore);
    told.then(
      (refused) => {
        for (const call of batch)
          if (refused.has(call.messengerId)) call.reject(new AppError("CONFLICT", COURIER_MESSAGES.locationRefused));
          else call.resolve();
      },
      (error) => {
        for (const call of batch) call.reject(error);
      },
    );
    this.writing = ready.then(ignore, ignore).then(() => {
      this.writing = null;
      if (this.pending.length > 0) this.startWrite();
    });
  }

  /** Reads the batch's couriers' standings and stores the points of those who may be online somewhere. */
  private async write(batch: Pending[]): Promise<Written> {
    const couriers = [...new Set(batch.map((call) => call.messengerId))];
    // Read before the update below moves them: where the couriers were (the fake-location check compares with it).
    const standings = await prepared(this.db, "location_standings", () => standingsStatement(this.db)).execute({ couriers });
    const reachable = standings.filter((standing) => onlineRefusal(standing) === null);
    const previous = new Map(
      reachable.map(({ messengerId, latitude, longitude, locationAt }) => [
        messengerId,
        latitude !== null && longitude !== null && locationAt !== null ? { latitude, longitude, at: locationAt.toISOString() } : null,
      ]),
    );
    const refused = new Set(couriers.filter((id) => !previous.has(id)));
    const points = batch.flatMap((call) => (previous.has(call.messengerId) ? call.points : []));
    const latest = points.length > 0 ? await this.store(points, previous) : new Map<string, Point>();
    return { refused, latest, online: reachable.filter((standing) => standing.isOnline) };
  }

  /** Stores the points (one statement, below); answers each courier's newest point. */
  private async store(points: Point[], previous: Map<string, TrackedPoint>): Promise<Map<string, Point>> {
    const latest = new Map<string, Point>();
    for (const point of points) {
      const known = latest.get(point.messengerId);
      if (!known || point.coordinatesCreatedAt > known.coordinatesCreatedAt) latest.set(point.messengerId, point);
    }
    const located: DomainEventPayload<typeof DOMAIN_EVENTS.courierLocated>["couriers"] = [...latest.keys()].map((messenger) => ({
      messenger,
      previous: previous.get(messenger) ?? null,
    }));
    const column = <T>(value: (p: Point) => T) => sql.param(points.map(value));
    // One statement: the points, each with its leg and its track level from the courier's point before it (the stored
    // one before the batch's first, then the batch's own; the legs trigger only corrects a late point's), the newest point of each
    // courier on its profile (a batch that arrives late does not move the courier back), and the batch's one
    // courier.located event (not one per point).
    await this.db.execute(sql`
      with batch as (
        select * from unnest(${column((p) => p.messengerId)}::uuid[], ${column((p) => p.latitude)}::float8[],
          ${column((p) => p.longitude)}::float8[], ${column((p) => p.accuracy)}::float8[], ${column((p) => p.speed)}::float8[],
          ${column((p) => p.usingFakeLocation)}::boolean[], ${column((p) => p.coordinatesCreatedAt.toISOString())}::timestamptz[])
          with ordinality as b(messenger_id, latitude, longitude, accuracy, speed, using_fake_location, coordinates_created_at, n)
      ), earliest as (
        select messenger_id, min(coordinates_created_at) as since from batch group by messenger_id
      ), before as (
        select e.messenger_id, p.latitude, p.longitude, p.coordinates_created_at from earliest e cross join lateral (
          select latitude, longitude, coordinates_created_at from ${messengerLocations} p
          where p.messenger_id = e.messenger_id and p.coordinates_created_at <= e.since
          order by p.coordinates_created_at desc, p.id desc limit 1) p
      ), stored as (
        insert into ${messengerLocations} (messenger_id, latitude, longitude, accuracy, speed, using_fake_location, coordinates_created_at, leg_km, track_level)
        select b.messenger_id, b.latitude, b.longitude, b.accuracy, b.speed, b.using_fake_location, b.coordinates_created_at,
          great_circle_km(coalesce(lag(b.latitude) over w, p.latitude), coalesce(lag(b.longitude) over w, p.longitude), b.latitude, b.longitude),
          track_level(b.coordinates_created_at, coalesce(lag(b.coordinates_created_at) over w, p.coordinates_created_at))
        from batch b left join before p on p.messenger_id = b.messenger_id
        window w as (partition by b.messenger_id order by b.coordinates_created_at, b.n)
        order by b.n
        returning id
      ), newest as (
        select distinct on (messenger_id) messenger_id, latitude, longitude, coordinates_created_at
        from batch order by messenger_id, coordinates_created_at desc, n
      ), moved as (
        update ${messengers} m set latitude = v.latitude, longitude = v.longitude, location_at = v.coordinates_created_at
        from newest v where m.id = v.messenger_id and (m.location_at is null or m.location_at < v.coordinates_created_at)
      )
      insert into ${domainEvents} (name, payload)
      values (${DOMAIN_EVENTS.courierLocated}, jsonb_build_object('received_at', now(), 'first_point', (select min(id) from stored),
        'last_point', (select max(id) from stored), 'couriers', ${JSON.stringify(located)}::jsonb))`);
    noteRecorded(this.db, [DOMAIN_EVENTS.courierLocated]);
    return latest;
  }

  /** The outbox's consumers (the fake-location check, the geozone queues) act, then the desks hear the live positions. */
  private async tell({ latest, online }: Written) {
    if (latest.size === 0) return;
    await this.events.dispatch();
    if (online.length === 0) return;
    const suspected = await prepared(this.db, "location_suspected", () => suspectedStatement(this.db)).execute({
      couriers: online.map((o) => o.messengerId),
    });
    const flagged = new Set(suspected.map((s) => s.id));
    // The live positions go straight to the desks (one event per courier and point batch: too many for the outbox).
    for (const { messengerId, headquarterId } of online) {
      const point = latest.get(messengerId) as Point;
      this.realtime.toHeadquarter(headquarterId, EVENTS.messengerLocationChange, {
        headquarter: headquarterId,
        messenger: messengerId,
        latitude: point.latitude,
        longitude: point.longitude,
        accuracy: point.accuracy,
        speed: point.speed,
        using_fake_location: flagged.has(messengerId),
        coordinates_created_at: point.coordinatesCreatedAt.toISOString(),
      });
    }
  }
}
