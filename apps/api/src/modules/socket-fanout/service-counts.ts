import type { FastifyInstance } from "fastify";
import { and, inArray } from "drizzle-orm";
import { EVENTS, zonedDate } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { businessUserSql } from "../auth/index.js";
import { cachedTimeZoneOf } from "../headquarters/index.js";
import { countByStatus, systemScope } from "../services/index.js";

const COUNTS_DELAY_MS = 200;

async function businessUsersAmong(db: Db, ids: Set<string>): Promise<string[]> {
  if (ids.size === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), businessUserSql));
  return rows.map((r) => r.id);
}

/**
 * services:count-change, coalesced per headquarter for 200 ms (spec §9 socket batching) so a burst of changes costs
 * one count query: `changed(headquarter, owner)` after each service event the desks heard.
 */
export function serviceCounts(app: FastifyInstance) {
  /** Per headquarter: the coalescing timer and the creators of the services that changed. */
  const pending = new Map<string, { timer: NodeJS.Timeout; owners: Set<string> }>();
  const emitCounts = async (headquarterId: string, owners: Set<string>) => {
    pending.delete(headquarterId);
    try {
      // The desk counts one day (today by default): counting the whole history here cost ~1 s at 1M rows.
      const zone = await cachedTimeZoneOf(app, headquarterId);
      const currentDate = zonedDate(zone, new Date());
      const counts = await countByStatus(app.db, systemScope(headquarterId), zone, currentDate);
      app.realtime.toHeadquarter(headquarterId, EVENTS.serviceCountChange, { ...counts, current_date: currentDate });
      // A business user's desk counts its own services only.
      for (const owner of await businessUsersAmong(app.db, owners)) {
        const own = await countByStatus(app.db, { headquarterId, userId: owner, business: true }, zone, currentDate);
        app.realtime.toOwner(headquarterId, owner, EVENTS.serviceCountChange, { ...own, current_date: currentDate });
      }
    } catch (err) {
      app.log.error({ err }, "services count event");
    }
  };
  app.addHook("onClose", async () => {
    for (const { timer } of pending.values()) clearTimeout(timer);
    pending.clear();
  });
  return (headquarterId: string, owner: string | null) => {
    let batch = pending.get(headquarterId);
    if (!batch) {
      const owners = new Set<string>();
      batch = { owners, timer: setTimeout(() => void emitCounts(headquarterId, owners), COUNTS_DELAY_MS) };
      pending.set(headquarterId, batch);
    }
    if (owner) batch.owners.add(owner);
  };
}
