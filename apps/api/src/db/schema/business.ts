import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { headquarters, users } from "./tenancy.js";

// spec §3 business store: a business user's store in a headquarter, its active cities and listing order.
export const businessStores = pgTable(
  "business_stores",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    businessUserId: uuid("business_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    activeCities: text("active_cities").array().notNull().default(sql`'{}'::text[]`),
    serviceListingOrder: integer("service_listing_order").notNull().default(-1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_stores_owner_idx").on(t.businessUserId, t.headquarterId, t.name)],
);
