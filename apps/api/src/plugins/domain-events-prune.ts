import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";

/** How long a handled event stays in the outbox (to look into what happened; a new consumer starts from there). */
export const OUTBOX_RETENTION_HOURS = 24;
/** The most events one delete takes. */
export const OUTBOX_PRUNE_BATCH = 1_000;
/** A node prunes at most this often (the jobs poll runs much more often). */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The outbox's sweeper (issue 20, decision 023): deletes, a batch at a time, the events older than
 * OUTBOX_RETENTION_HOURS that every consumer has passed or does not handle. A dead letter's event is kept with it,
 * and a consumer whose names are not known yet holds back everything after its offset.
 */
export function pruneOutbox(app: FastifyInstance) {
  let last = 0;
  return async () => {
    if (Date.now() - last < PRUNE_EVERY_MS) return 0;
    last = Date.now();
    let total = 0;
    for (let deleted = OUTBOX_PRUNE_BATCH; deleted === OUTBOX_PRUNE_BATCH; total += deleted) {
      const result = await app.db.execute(sql`
        delete from domain_events where id in (
          select e.id from domain_events e
          where e.created_at < now() - make_interval(hours => ${OUTBOX_RETENTION_HOURS})
            and not exists (select 1 from domain_event_failures f where f.event_id = e.id)
            and not exists (
              select 1 from domain_event_consumers c
              where (e.txid, e.id) > (c.last_txid, c.last_id) and (c.names is null or e.name = any(c.names)))
          order by e.txid, e.id
          limit ${OUTBOX_PRUNE_BATCH})
        returning id`);
      // node-postgres answers { rows }.
      deleted = (result as unknown as { rows: unknown[] }).rows.length;
    }
    return total;
  };
}
