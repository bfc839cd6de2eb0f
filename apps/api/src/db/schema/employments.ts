import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { headquarters } from "./tenancy.js";

// spec §3 Position (employment): id, name — one list per headquarter.
export const employments = pgTable(
  "employments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("employments_headquarter_idx").on(t.headquarterId, t.name),
    uniqueIndex("employments_headquarter_name_uq").on(t.headquarterId, sql`lower(${t.name})`),
  ],
);
