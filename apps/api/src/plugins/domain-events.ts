import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { type DomainEvent, type DomainEventName, parseDomainEvent } from "@despacho/domain";
import type { Db, Tx } from "../db/client.js";
import { preparedOnConnection } from "../db/prepared.js";
import { domainEventConsumers, domainEvents } from "../db/schema/index.js";
import { pruneOutbox } from "./domain-events-prune.js";

/** A consumer's handler of one event name; it may run more than once for an event (at least once): idempotent. */
type Handler<N extends DomainEventName> = (event: Extract<DomainEvent, { name: N }>, id: number) => Promise<void>;
/** What a consumer handles, by event name; it never sees the other names. */
export type ConsumerHandlers = { [N in DomainEventName]?: Handler<N> };

export interface ConsumerOptions {
  atCommit?: boolean;
  relevant?: string;
}

export interface DomainEvents {
  /**
   * An area's consumer, by a name of its own: it handles, in order, every event of its names still kept in the
   * outbox, from the first on for a new consumer. One node at a time runs it. `atCommit` (the socket fan-out): the
   * node whose transaction recorded an event also hands it to this consumer the moment it dispatches after the
   * commit, before any pass reads it back; its pass on this node then skips it (another node's may not: at least once).
   * `relevant`: a condition of SQL on the event `e` (`domain_events`: name, headquarter_id, payload), false only for
   * an event the handlers would surely do nothing with; the claim skips those, so a consumer with nothing relevant
   * costs no round trip. The handlers still decide: it only needs to be true of every event they act on.
   * A subquery of it on a large table ends with `offset 0`: the claim's plan is made once a connection, without
   * knowing how few events lie past an offset, and would otherwise read the whole table at each claim to test them
   * all at once (a hashed subplan: every service read, 15–46 ms a claim with 100,000 services; decision 054).
   */
  consume(consumer: string, handlers: ConsumerHandlers, options?: ConsumerOptions): void;
  /**
   * Runs every consumer over what is committed and resolves when this node is done (a producer's route awaits it
   * after its commit; other nodes hear of the commit through NOTIFY). Answers how many events were handled.
   */
  dispatch(): Promise<number>;
  /**
   * The at-commit half of `dispatch`: resolves once the `atCommit` consumers have this node's committed events (the
   * desks told), while the rest of the dispatch runs on (the passes, which for those events only move the offsets).
   * For a producer that owes its caller only the sockets (a chat message, issue 21).
   */
  handCommitted(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    events: DomainEvents;
  }
}

/** An event recorded by this node, with its id. */
export interface Recorded {
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
  noteEvents(
    tx,
    events.map((event, i) => ({ id: ids[i], event })),
  );
}

/**
 * The events a statement inserted into the outbox itself (`recordEvents`, or one that writes its change and its
 * events at once: the chat's messages), with their ids: handed to the `atCommit` consumers at the next dispatch once
 * their transaction has committed, without being read back.
 */
export function noteEvents(db: Db | Tx, recorded: readonly Recorded[]) {
  const local = localOf.get(db);
  if (local) local.committed.push(...recorded);
  else recording.getStore()?.events.push(...recorded);
  noteRecorded(
    db,
    recorded.map(({ event }) => event.name),
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

/** A row of a claim: one event a consumer took (null columns for a claim that took none) and the horizon. */
interface Row {
  consumer: string | null;
  id: string;
  txid: string;
  name: string;
  headquarter_id: string | null;
  payload: unknown;
  horizon_txid: string | null;
  horizon_id: string | null;
}

/** What a claim's statements know of a consumer. */
export type Claimable = Pick<Consumer, "name" | "names" | "relevant">;

interface Consumer {
  name: string;
  handlers: ConsumerHandlers;
  names: string[];
  /** The consumer's `relevant` condition, or null when every event of its names is. */
  relevant: string | null;
  registered: boolean;
  /**
   * For an `atCommit` consumer: the latest ids this node handed it, at their commit or in a pass; neither way hands
   * one the other already did (a consumer's own events, committed during a pass, may be read by the pass first).
   */
  handled: Set<number> | null;
  /**
   * For an `atCommit` consumer: the hand-offs at commit still running, by event id, each answering whether it
   * succeeded. A pass that reads one of them waits for it rather than handing the event a second time.
   */
  handing: Map<number, Promise<boolean>>;
}

/** What a claim gave one consumer whose lock it took: its next events and the horizon they were read below. */
interface Claimed {
  consumer: Consumer;
  rows: Row[];
  horizon: { txid: string; id: string } | null;
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

/** The session setting a claim leaves the names of the consumers it locked in, for its second statement. */
const CLAIMED_SETTING = "despacho.outbox_claimed";
/**
 * The oldest transaction still running in this database (docs/decisions/042): the statement's snapshot's oldest
 * running xid, skipping those the server's activity (`pg_stat_get_activity`, read once a statement, without the
 * `pg_stat_activity` view's joins: a third of its planning) shows as a backend of another database (they write no
 * event of ours: a long transaction of another database does not hold our consumers back), else the snapshot's xmax.
 * `backend_xid` is 32 bits, the snapshot's xids 64: matched on the low 32 bits. An xid no backend shows (a prepared
 * transaction, a backend just ended, a role whose backends we may not see) counts as ours.
 */
const OLDEST = `oldest as materialized (
  select least(pg_snapshot_xmax(s.snapshot)::text::bigint,
    (select min(x::text::bigint) from pg_snapshot_xip(s.snapshot) x
      where x::text::bigint % 4294967296 not in (select a.backend_xid::text::bigint from pg_stat_get_activity(null) a
        where a.datid <> (select oid from pg_database where datname = current_database()) and a.backend_xid is not null))) as txid
  from (select pg_current_snapshot() as snapshot) s)`;
/** An event `e` below the horizon: its transaction is older than every transaction still running here (`OLDEST`). */
const BELOW_HORIZON = "e.txid < (select txid from oldest)";
/**
 * Below the oldest transaction running anywhere on the server: the cheap question a released consumer asks to know
 * whether more is waiting (every pass asks it; an event only this database's horizon lets through is taken by the
 * next claim, which each commit's notification starts).
 */
const BELOW_SERVER_HORIZON = "e.txid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint";
/** The oldest running transaction, and the last event of any name below it. */
const HORIZON = `${OLDEST}, horizon as materialized (
  select e.txid, e.id from domain_events e where ${BELOW_HORIZON} order by e.txid desc, e.id desc limit 1)`;

export type Literal = (text: string) => string;
/** Sends statements on a claim's connection after those sent before. */
type Send = (text: string) => Promise<pg.QueryResult[]>;

/** Several statements in one round trip (the simple query protocol): pg answers one result a statement, which its types do not say. */
async function queryAll(client: pg.PoolClient, text: string): Promise<pg.QueryResult[]> {
  const answer: pg.QueryResult | pg.QueryResult[] = await client.query(text);
  return Array.isArray(answer) ? answer : [answer];
}

/** A consumer's advisory lock (a session lock: it outlives the claim's statement until its release). */
const lockOf = (literal: Literal, name: string) => `hashtext(${literal(CHANNEL)}), hashtext(${name})`;

/**
 * The events `e` of a consumer past its offset `c` below the horizon (`below`, this database's by default); with
 * `relevant`, only those it acts on.
 */
function pastOffset(consumer: Claimable, literal: Literal, relevant: boolean, below = BELOW_HORIZON): string {
  const condition = relevant && consumer.relevant ? ` and (${consumer.relevant})` : "";
  return `e.name in (${consumer.names.map(literal).join(", ")}) and (e.txid, e.id) > (c.last_txid, c.last_id)
    and ${below}${condition}`;
}

/**
 * Whether the consumer `c` has an event past its offset (`pastOffset`): the first in (txid, id) order, so the plan
 * walks domain_events_order_idx from the offset to the horizon whatever the outbox holds (an `exists` loses its order:
 * it was planned as a scan of the whole outbox, 3.7 ms a claim with 2,000 events planned on an empty outbox, 35 ms
 * with 20,000 analyzed; decision 054).
 */
function anyPastOffset(consumer: Claimable, literal: Literal, relevant: boolean, below = BELOW_HORIZON): string {
  return `(select true from domain_events e where ${pastOffset(consumer, literal, relevant, below)}
    order by e.txid, e.id limit 1) is not null`;
}

/**
 * A claim's two statements: they take the locks of the consumers of `list` with an event they act on, and their next
 * events, prepared on the claim's connection (`preparedOnConnection`, in `claim`): a round has few lists, the same
 * from one dispatch to the next, and a claim's plan (a union over the consumers, two tests each) cost about 20 times
 * its execution (decision 051). The first tries the locks (another node holding one skips that consumer: the holder looks again when
 * it releases it) and moves the offset of a consumer whose pending events are all irrelevant to it up to the horizon;
 * the second, with a snapshot taken after the locks, reads the offsets and up to BATCH events per locked consumer, so
 * an offset another node moved just before its release is seen.
 */
export function claimStatements(list: readonly Claimable[], literal: Literal): { locks: string; events: string } {
  const pending = list
    .map(
      (consumer) => `select c.name,
        ${anyPastOffset(consumer, literal, true)} as relevant,
        ${consumer.relevant ? anyPastOffset(consumer, literal, false) : "false"} as behind
      from domain_event_consumers c where c.name = ${literal(consumer.name)}`,
    )
    .join("\nunion all\n");
  const events = list
    .map(
      // From the consumer's offset on (lateral): joined the other way, the plan walked the outbox from its start.
      (consumer) => `(select ${literal(consumer.name)} as consumer, e.id, e.txid, e.name, e.headquarter_id, e.payload
        from domain_event_consumers c cross join lateral (select e.id, e.txid, e.name, e.headquarter_id, e.payload
          from domain_events e where ${pastOffset(consumer, literal, true)} order by e.txid, e.id limit ${BATCH}) e
        where c.name = ${literal(consumer.name)}
          and ${literal(consumer.name)} = any(string_to_array(current_setting(${literal(CLAIMED_SETTING)}), ',')))`,
    )
    .join("\nunion all\n");
  return {
    locks: `with ${HORIZON},
      pending as materialized (${pending}),
      skipped as (
        update domain_event_consumers c set last_txid = h.txid, last_id = h.id, updated_at = now()
        from pending p, horizon h
        where c.name = p.name and p.behind and not p.relevant and (c.last_txid, c.last_id) < (h.txid, h.id)),
      locked as materialized (select name, pg_try_advisory_lock(${lockOf(literal, "name")}) as held from pending where relevant)
    select set_config(${literal(CLAIMED_SETTING)}, coalesce(string_agg(name, ',') filter (where held), ''), false) as names
    from locked`,
    events: `with ${HORIZON}, claimed as (${events})
    select h.txid as horizon_txid, h.id as horizon_id, c.*
    from horizon h left join claimed c on true order by c.consumer, c.txid, c.id`,
  };
}

/** A released consumer's look for events of its own past its new offset (below the server's horizon). */
export function moreStatement(consumer: Claimable, literal: Literal): string {
  return `select ${anyPastOffset(consumer, literal, true, BELOW_SERVER_HORIZON)} as more
    from domain_event_consumers c where c.name = ${literal(consumer.name)}`;
}

/**
 * A claim of the consumers of `list` on `client` (`claimStatements`): what each consumer it locked was given. One that
 * locked none (nothing relevant pending, or every such consumer held by another node: most claims of a node woken by
 * another's commit, decision 057) has no events to read and ends after its first statement.
 */
async function claim(client: pg.PoolClient, list: Consumer[]): Promise<Claimed[]> {
  const { locks, events } = claimStatements(list, (text) => client.escapeLiteral(text));
  const locked = await preparedOnConnection(client, locks);
  const lockedRows: { names: string }[] = locked.rows;
  const names = lockedRows[0]?.names.split(",").filter(Boolean) ?? [];
  if (names.length === 0) return [];
  const claimed = await preparedOnConnection(client, events);
  const claimedRows: Row[] = claimed.rows;
  const first = claimedRows[0];
  const horizon = first?.horizon_txid && first.horizon_id ? { txid: first.horizon_txid, id: first.horizon_id } : null;
  return list
    .filter((consumer) => names.includes(consumer.name))
    .map((consumer) => ({ consumer, horizon, rows: claimedRows.filter((row) => row.consumer === consumer.name) }));
}

/**
 * The transactional outbox (issue 20, docs/decisions/023). Each consumer keeps its offset in
 * `domain_event_consumers`; a round claims, in two prepared statements, the advisory locks of the consumers with something to
 * do (so one node at a time runs each, the others skip it) and their next events in (txid, id) order below the oldest
 * transaction still running; each consumer's handlers run, then its release writes the dead letters and the new
 * offset, commits, unlocks and looks once more for events of its own, in one round trip. A node dying mid-pass leaves
 * the offset where it was: the events are handled again (at least once). Woken by the producing route, by NOTIFY from
 * other nodes, and by the jobs poll.
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
    // reading them back, and whose later rounds run the consumers of the names.
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

    /**
     * Hands this node's just-committed events to the `atCommit` consumers, in commit order, after those handed before
     * (so a caller whose events another call took still waits for them); failures are left to the pass.
     */
    let handedOff: Promise<void> = Promise.resolve();
    function handAtCommit(): Promise<void> {
      const events = committed.splice(0);
      if (events.length > 0) handedOff = handedOff.then(() => hand(events));
      return handedOff;
    }

    async function hand(events: Recorded[]): Promise<void> {
      for (const consumer of consumers.values()) {
        const handled = consumer.handled;
        if (!handled) continue;
        for (const { id, event } of events) {
          const handler = consumer.handlers[event.name] as Handler<typeof event.name> | undefined;
          if (!handler || handled.has(id) || consumer.handing.has(id)) continue;
          const handing = handler(event as never, id).then(
            () => true,
            () => false,
          );
          consumer.handing.set(id, handing);
          const ok = await handing;
          consumer.handing.delete(id);
          if (ok) remember(handled, id);
        }
      }
    }

    /**
     * Runs the handlers of what a claim gave one consumer, then releases it: the dead letters and the offset committed
     * before the lock goes (whoever takes it next reads the new offset), and after it a look for events of its own past
     * the new offset (one a dispatch that found the lock held left to it). Answers whether there are.
     */
    async function pass(client: pg.PoolClient, send: Send, { consumer, rows, horizon }: Claimed): Promise<boolean> {
      const literal: Literal = (text) => client.escapeLiteral(text);
      const statements = ["begin"];
      for (const row of rows) {
        // A hand-off at commit still running: the pass waits for it and hands the event only if it failed.
        if (await consumer.handing.get(Number(row.id))) continue;
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
        if (!error) continue;
        app.log.error({ err: error, consumer: consumer.name, event: row.id, name: row.name }, "domain event dead-lettered");
        statements.push(`insert into domain_event_failures (consumer, event_id, error, attempts)
          values (${literal(consumer.name)}, ${Number(row.id)}, ${literal(String((error as Error).message ?? error))}, ${EVENT_ATTEMPTS})
          on conflict (consumer, event_id) do update set error = excluded.error, attempts = excluded.attempts, failed_at = now()`);
      }
      // A full batch may have more after it; a short one took everything it acts on up to the horizon.
      const last = rows.length === BATCH ? rows.at(-1) : horizon;
      if (last)
        statements.push(`update domain_event_consumers set last_txid = ${Number(last.txid)}, last_id = ${Number(last.id)}, updated_at = now()
          where name = ${literal(consumer.name)} and (last_txid, last_id) < (${Number(last.txid)}, ${Number(last.id)})`);
      statements.push("commit", `select pg_advisory_unlock(${lockOf(literal, literal(consumer.name))})`, moreStatement(consumer, literal));
      const results = await send(statements.join(";\n"));
      const more: { more: boolean }[] = results.at(-1)?.rows ?? [];
      return more[0]?.more === true;
    }

    /**
     * One claim for `list` on a connection of its own (the locks are its session's), the passes of the consumers it
     * took at once, each released as soon as it is done. A failure ends the connection, and its locks with it.
     */
    async function round(list: Consumer[]): Promise<{ handled: number; more: Consumer[]; full: boolean }> {
      const client = await app.database.connect();
      let failed: Error | undefined;
      try {
        const claims = await claim(client, list);
        // The releases share the connection, one statement at a time in the order the passes end (db/one-query-at-a-time).
        const send: Send = (text) => queryAll(client, text);
        const outcomes = await Promise.allSettled(claims.map((claimed) => pass(client, send, claimed)));
        const more: Consumer[] = [];
        outcomes.forEach((outcome, i) => {
          if (outcome.status === "fulfilled" && outcome.value) more.push(claims[i].consumer);
          if (outcome.status === "rejected") {
            failed = outcome.reason as Error;
            app.log.error({ err: failed, consumer: claims[i].consumer.name }, "domain events pass failed");
          }
        });
        return {
          handled: claims.reduce((sum, claimed) => sum + claimed.rows.length, 0),
          more,
          full: claims.some((claimed) => claimed.rows.length === BATCH),
        };
      } catch (err) {
        failed = err as Error;
        app.log.error({ err }, "domain events claim failed");
        return { handled: 0, more: [], full: false };
      } finally {
        client.release(failed);
      }
    }

    /** Records the consumers this node has not registered yet (their names), all in one statement. */
    async function register(): Promise<void> {
      const fresh = [...consumers.values()].filter((consumer) => !consumer.registered);
      if (fresh.length === 0) return;
      await app.db
        .insert(domainEventConsumers)
        .values(fresh.map((consumer) => ({ name: consumer.name, names: consumer.names })))
        .onConflictDoUpdate({ target: domainEventConsumers.name, set: { names: sql`excluded.names` } });
      for (const consumer of fresh) consumer.registered = true;
    }

    /**
     * The first round claims for every consumer (the claim itself finds who has work). A later round claims for the
     * consumers whose release found more and those of the names recorded on this node meanwhile (a queue settled),
     * for ROUNDS rounds, or on while a batch comes full; what is still left then goes to a dispatch right after.
     */
    async function drain(): Promise<number> {
      try {
        await register();
      } catch (err) {
        app.log.error({ err }, "domain event consumers not registered");
        return 0;
      }
      hinted.clear();
      let list = [...consumers.values()];
      let total = 0;
      for (let rounds = 1; list.length > 0; rounds += 1) {
        // What the handlers of the round before committed reaches the at-commit consumers first, whatever the horizon.
        await handAtCommit();
        const { handled, more, full } = await round(list);
        total += handled;
        const next = new Set(more);
        for (const consumer of consumers.values()) if (consumer.names.some((name) => hinted.has(name))) next.add(consumer);
        hinted.clear();
        list = [...next];
        if (rounds >= ROUNDS && !full && list.length > 0) {
          void drainOnce();
          break;
        }
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

    function handCommitted(): Promise<void> {
      const atCommit = handAtCommit();
      // The rest of the dispatch runs on unawaited: its failure (the app closed meanwhile) is logged, never unhandled.
      void atCommit.then(drainOnce).catch((err: unknown) => app.log.error({ err }, "domain events dispatch failed"));
      return atCommit;
    }

    app.decorate("events", {
      consume(name, handlers, options = {}) {
        if (consumers.has(name)) throw new Error(`domain event consumer "${name}" is registered twice`);
        const handled = options.atCommit ? new Set<number>() : null;
        const relevant = options.relevant ?? null;
        consumers.set(name, { name, handlers, names: Object.keys(handlers), relevant, registered: false, handled, handing: new Map() });
      },
      dispatch,
      handCommitted,
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
