import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { type DomainEvent, type DomainEventName, parseDomainEvent } from "@despacho/domain";
import type { Db, Tx } from "../db/client.js";
import { domainEventConsumers, domainEvents } from "../db/schema/index.js";
import { pruneOutbox } from "./domain-events-prune.js";

/** A consumer's handler of one event name; it may run more than once for an event (at least once): idempotent. */
type Handler<N extends DomainEventName> = (event: Extract<DomainEvent, { name: N }>, id: number) => Promise<void>;
/** What a consumer handles, by event name; it never sees the other names. */
export type ConsumerHandlers = { [N in DomainEventName]?: Handler<N> };

export interface DomainEvents {
  /**
   * An area's consumer, by a name of its own: it handles, in order, every event of its names still kept in the
   * outbox, from the first on for a new consumer. One node at a time runs it. `atCommit` (the socket fan-out): the
   * node whose transaction recorded an event also hands it to this consumer the moment it dispatches after the
   * commit, before any pass reads it back; its pass on this node then skips it (another node's may not: at least once).
   */
  consume(consumer: string, handlers: ConsumerHandlers, options?: { atCommit?: boolean }): void;
  /**
   * Runs every consumer over what is committed and resolves when this node is done (a producer's route awaits it
   * after its commit; other nodes hear of the commit through NOTIFY). Answers how many events were handled.
   */
  dispatch(): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    events: DomainEvents;
  }
}

/** An event recorded by this node, with its id. */
interface Recorded {
  id: number;
  event: DomainEvent;
}

/**
 * What one app's outbox knows of the events its own writes recorded: those committed and not yet handed to the
 * at-commit consumers, and the names recorded since its last dispatch round (a hint only: a round starts the passes
 * of their consumers at once, without first asking which consumers have work, one round trip off the path from a
 * commit to the desks).
 */
interface Local {
  committed: Recorded[];
  hinted: Set<string>;
}

/** Each app's `Local`, by its database handle (`app.db`): a statement on it commits on its own. */
const localOf = new WeakMap<object, Local>();
/** The events and names recorded so far by the transaction running in this async context (`app.db.transaction`). */
const recording = new AsyncLocalStorage<{ events: Recorded[]; names: Set<string> }>();

/** The events a command records, in its own transaction (or statement): they exist only if its change commits. */
export async function recordEvents(tx: Db | Tx, events: readonly DomainEvent[]) {
  if (events.length === 0) return;
  const rows = await tx
    .insert(domainEvents)
    .values(events.map((e) => ({ name: e.name, headquarterId: e.headquarter, payload: e.payload })))
    .returning({ id: domainEvents.id });
  // The ids of one insert follow the order of its values.
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  const recorded = events.map((event, i) => ({ id: ids[i], event }));
  const local = localOf.get(tx);
  if (local) local.committed.push(...recorded);
  else recording.getStore()?.events.push(...recorded);
  noteRecorded(
    tx,
    events.map((e) => e.name),
  );
}

/**
 * The names of events a statement recorded (`recordEvents`, or a statement that inserts its own: a creation, a
 * location batch): hints for the app's next dispatch round, once their transaction has committed.
 */
export function noteRecorded(db: Db | Tx, names: readonly DomainEventName[]) {
  const target = localOf.get(db)?.hinted ?? recording.getStore()?.names;
  for (const name of names) target?.add(name);
}

/** The channel a commit that recorded events notifies (a trigger of the migration), heard by every node. */
const CHANNEL = "domain_events";
const BATCH = 100;
/** A handler that fails this many times in a row sends its event to the dead letters. */
const EVENT_ATTEMPTS = 3;
/** Rounds of one dispatch: events a consumer recorded (a queue settled) go out in the same dispatch. */
const ROUNDS = 3;

interface Row {
  id: string;
  txid: string;
  name: string;
  headquarter_id: string | null;
  payload: unknown;
}

interface Consumer {
  name: string;
  handlers: ConsumerHandlers;
  names: string[];
  registered: boolean;
  /**
   * For an `atCommit` consumer: the latest ids this node handed it, at their commit or in a pass; neither way hands
   * one the other already did (a consumer's own events, committed during a pass, may be read by the pass first).
   */
  handled: Set<number> | null;
}

/** Ids an `atCommit` consumer remembers at most, the oldest forgotten first. */
const HANDLED_KEPT = 10_000;

function remember(handled: Set<number>, id: number) {
  handled.add(id);
  for (const old of handled) {
    if (handled.size <= HANDLED_KEPT) break;
    handled.delete(old);
  }
}

/**
 * The transactional outbox (issue 20, docs/decisions/023). Each consumer keeps its offset in
 * `domain_event_consumers`; a pass takes the consumer's advisory lock (so one node at a time runs it, the others
 * skip it), reads the next events in (txid, id) order below the oldest transaction still running, runs the
 * handlers, writes the dead letters and the new offset, and commits. A node dying mid-pass leaves the offset where
 * it was: the events are handled again (at least once). Woken by the producing route, by NOTIFY from other nodes,
 * and by the jobs poll.
 */
export const domainEventsPlugin = fp(
  async (app: FastifyInstance, opts: { listen: boolean }) => {
    const consumers = new Map<string, Consumer>();

    async function runHandler(consumer: Consumer, row: Row): Promise<void> {
      const event = parseDomainEvent(row.name, row.headquarter_id, row.payload);
      if (!event) throw new Error(`"${row.name}" with this payload is not in the domain's catalogue`);
      const handler = consumer.handlers[event.name] as Handler<typeof event.name>;
      await handler(event as never, Number(row.id));
    }

    // Every transaction of this app keeps, in its async context, the events and names it records; once it has
    // committed they wait here for the next dispatch, which hands the events to the `atCommit` consumers without
    // reading them back and starts the consumers of the names first.
    const local: Local = { committed: [], hinted: new Set() };
    const { committed, hinted } = local;
    localOf.set(app.db, local);
    const transaction = app.db.transaction.bind(app.db);
    app.db.transaction = (async (run, config) => {
      const recorded = { events: [] as Recorded[], names: new Set<string>() };
      const result = await recording.run(recorded, () => transaction(run, config));
      committed.push(...recorded.events);
      for (const name of recorded.names) hinted.add(name);
      return result;
    }) as typeof app.db.transaction;

    /** Hands this node's just-committed events to the `atCommit` consumers, in commit order; failures are left to the pass. */
    async function handAtCommit(): Promise<void> {
      const events = committed.splice(0);
      if (events.length === 0) return;
      for (const consumer of consumers.values()) {
        const handled = consumer.handled;
        if (!handled) continue;
        for (const { id, event } of events) {
          const handler = consumer.handlers[event.name] as Handler<typeof event.name> | undefined;
          if (!handler || handled.has(id)) continue;
          const ok = await handler(event as never, id).then(
            () => true,
            () => false,
          );
          if (ok) remember(handled, id);
        }
      }
    }

    /** One batch of one consumer; answers how many events it took (0 when another node holds the consumer). */
    async function pass(consumer: Consumer): Promise<number> {
      if (!consumer.registered) {
        await app.db
          .insert(domainEventConsumers)
          .values({ name: consumer.name, names: consumer.names })
          .onConflictDoUpdate({ target: domainEventConsumers.name, set: { names: consumer.names } });
        consumer.registered = true;
      }
      const client = await app.database.connect();
      const literal = (text: string) => client.escapeLiteral(text);
      try {
        // Sent together with its BEGIN, so the events are on their way to the handlers after one round trip. The
        // advisory lock gives the transaction no id, so a pass never holds back what the other consumers see. The
        // horizon is the last event of any name below the oldest running transaction: a consumer that took all of its
        // own up to there moves its offset to it, so it never reads again past events of names it does not handle.
        const [, claimed] = (await client.query(`begin;
          with lock as materialized (select pg_try_advisory_xact_lock(hashtext(${literal(CHANNEL)}), hashtext(${literal(consumer.name)})) as held),
          horizon as materialized (
            select txid as horizon_txid, id as horizon_id from domain_events
            where (select held from lock) and txid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
            order by txid desc, id desc limit 1),
          claimed as (
            select e.id, e.txid, e.name, e.headquarter_id, e.payload
            from domain_event_consumers c, domain_events e
            where (select held from lock) and c.name = ${literal(consumer.name)}
              and (e.txid, e.id) > (c.last_txid, c.last_id)
              and e.txid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
              and e.name in (${consumer.names.map(literal).join(", ")})
            order by e.txid, e.id
            limit ${BATCH})
          select h.horizon_txid, h.horizon_id, c.* from horizon h left join claimed c on true order by c.txid, c.id`)) as unknown as pg.QueryResult<
          Row & { horizon_txid: string; horizon_id: string }
        >[];
        const rows = claimed.rows.filter((row) => row.id !== null);
        for (const row of rows) {
          if (consumer.handled?.has(Number(row.id))) continue;
          if (consumer.handled) remember(consumer.handled, Number(row.id));
          let error: unknown = null;
          for (let attempt = 1; attempt <= EVENT_ATTEMPTS; attempt += 1) {
            error = await runHandler(consumer, row).then(
              () => null,
              (err: unknown) => err ?? new Error("failed"),
            );
            if (!error) break;
          }
          if (error) {
            app.log.error({ err: error, consumer: consumer.name, event: row.id, name: row.name }, "domain event dead-lettered");
            await client.query(
              `insert into domain_event_failures (consumer, event_id, error, attempts) values ($1, $2, $3, $4)
               on conflict (consumer, event_id) do update set error = excluded.error, attempts = excluded.attempts, failed_at = now()`,
              [consumer.name, row.id, String((error as Error).message ?? error), EVENT_ATTEMPTS],
            );
          }
        }
        // A full batch may have more after it; a short one took everything of its names up to the horizon.
        const horizon = claimed.rows[0];
        const last = rows.length === BATCH ? rows.at(-1) : horizon && { txid: horizon.horizon_txid, id: horizon.horizon_id };
        const offset = last
          ? `update domain_event_consumers set last_txid = ${Number(last.txid)}, last_id = ${Number(last.id)}, updated_at = now()
             where name = ${literal(consumer.name)} and (last_txid, last_id) < (${Number(last.txid)}, ${Number(last.id)});`
          : "";
        await client.query(`${offset} commit`);
        return rows.length;
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    }

    async function runConsumer(consumer: Consumer): Promise<number> {
      let total = 0;
      try {
        for (let taken = BATCH; taken === BATCH; total += taken) taken = await pass(consumer);
      } catch (err) {
        app.log.error({ err, consumer: consumer.name }, "domain events pass failed");
      }
      return total;
    }

    /**
     * The consumers with something to do: those not registered yet on this node, and those with an event of their
     * names past their offset below the horizon, found in one round trip. The others skip their pass (two round trips
     * each): a dispatch after one fact costs its consumers, not every consumer.
     */
    async function pendingConsumers(skip: ReadonlySet<Consumer>): Promise<Consumer[]> {
      const all = [...consumers.values()].filter((consumer) => !skip.has(consumer));
      const registered = all.filter((consumer) => consumer.registered).map((consumer) => consumer.name);
      if (registered.length === 0) return all;
      const result = await app.db.execute(sql`select c.name from ${domainEventConsumers} c
        where c.name in ${registered} and exists (
          select 1 from ${domainEvents} e
          where e.name = any(c.names) and (e.txid, e.id) > (c.last_txid, c.last_id)
            and e.txid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint)`);
      const pending = new Set((result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name));
      return all.filter((consumer) => !consumer.registered || pending.has(consumer.name));
    }

    const runAll = async (list: Consumer[]) => (await Promise.all(list.map(runConsumer))).reduce((a, b) => a + b, 0);

    /**
     * Each round starts the consumers of the hinted names at once; the first also asks, beside them, which of the
     * others have work (events of another node, or older than the hints). A later round runs only when the round
     * before recorded events on this node (a queue settled): its hints. What another node records meanwhile comes
     * with its own NOTIFY, whose dispatch asks again.
     */
    async function drain(): Promise<number> {
      let total = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const names = new Set(hinted);
        hinted.clear();
        const first = new Set([...consumers.values()].filter((consumer) => consumer.names.some((name) => names.has(name))));
        const others = round === 0 ? pendingConsumers(first).then(runAll) : 0;
        const handled = (await Promise.all([runAll([...first]), others])).reduce((a, b) => a + b, 0);
        total += handled;
        if (handled === 0 || hinted.size === 0) break;
      }
      return total;
    }

    // One drain at a time on this node; a dispatch asked for meanwhile runs once it ends (it may read what it missed).
    let running: Promise<number> | null = null;
    let queued: Promise<number> | null = null;
    function dispatch(): Promise<number> {
      const atCommit = handAtCommit();
      return atCommit.then(drainOnce);
    }
    function drainOnce(): Promise<number> {
      if (!running) {
        running = drain().finally(() => {
          running = null;
        });
        return running;
      }
      queued ??= running.then(() => {
        queued = null;
        return drainOnce();
      });
      return queued;
    }

    app.decorate("events", {
      consume(name, handlers, options = {}) {
        if (consumers.has(name)) throw new Error(`domain event consumer "${name}" is registered twice`);
        const handled = options.atCommit ? new Set<number>() : null;
        consumers.set(name, { name, handlers, names: Object.keys(handlers), registered: false, handled });
      },
      dispatch,
    } satisfies DomainEvents);
    app.jobs.sweep("domain-events", dispatch);
    app.jobs.sweep("domain-events-prune", pruneOutbox(app));

    if (!opts.listen) return;
    let stopListening: (() => Promise<void>) | null = null;
    app.addHook("onReady", async () => {
      stopListening = await app.database.listen(CHANNEL, () => void dispatch());
    });
    app.addHook("preClose", async () => {
      await stopListening?.();
      await queued;
      await running;
    });
  },
  { name: "domain-events", dependencies: ["db", "jobs"] },
);
