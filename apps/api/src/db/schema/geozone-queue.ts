import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { messengers } from "./catalog.js";
import { queueGeozones } from "./geozones.js";
import { headquarters } from "./tenancy.js";

/**
 * issue 12: the couriers waiting in the queue of a queued geozone, first in first out by `entered_at`. One row per
 * courier and headquarter (its primary key): a courier waits in one queue per headquarter. Kept by
 * modules/geozone-queue/sync.ts; a queue dropped or a courier deleted takes its rows with it.
 */
export const geozoneQueueEntries = pgTable(
  "geo_zone_queue_entries",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    queueGeozoneId: uuid("queue_geo_zone_id")
      .notNull()
      .references(() => queueGeozones.id, { onDelete: "cascade" }),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.headquarterId, t.messengerId] }),
    index("geo_zone_queue_entries_queue_idx").on(t.queueGeozoneId, t.enteredAt),
  ],
);
