import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { headquarters } from "./tenancy.js";

// spec §7 /locations/ (issue 26): a headquarter's frequent origins and destinations, the address normalised.
export const savedLocations = pgTable(
  "saved_locations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The working city holding the point when saved (-1 and null when none), computed by the server. */
    cityId: integer("city_id").notNull(),
    city: text("city"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_locations_headquarter_name_uq").on(t.headquarterId, sql`lower(${t.name})`),
    index("saved_locations_headquarter_created_idx").on(t.headquarterId, t.createdAt),
  ],
);
