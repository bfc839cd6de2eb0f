import { sql } from "drizzle-orm";
import { doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { services } from "./services.js";
import { headquarters, users } from "./tenancy.js";

// spec §2.2 /link-manage/, §2.4: a link that lets customers request services in its headquarter.
export const linkServices = pgTable(
  "link_services",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    /** 32 random bytes in base64url: the link's only name in public. */
    token: text("token").notNull().unique(),
    name: text("name").notNull(),
    serviceTypeIds: uuid("service_type_ids").array().notNull(),
    paymentMethodIds: uuid("payment_method_ids").array().notNull().default(sql`'{}'::uuid[]`),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("link_services_headquarter_idx").on(t.headquarterId, t.createdAt)],
);

// spec §2.4 tracking page: one unguessable token per service, the customer's only way to it; the customer's rating.
export const serviceTracking = pgTable("service_tracking", {
  serviceId: uuid("service_id")
    .primaryKey()
    .references(() => services.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  linkServiceId: uuid("link_service_id").references(() => linkServices.id, { onDelete: "set null" }),
  rating: doublePrecision("rating"),
  ratedAt: timestamp("rated_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
