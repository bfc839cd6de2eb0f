import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { messengers } from "./catalog.js";
import { services } from "./services.js";
import { headquarters } from "./tenancy.js";

// issue 25, spec §3 routes: a named, ordered set of services for one courier, found by its code.
export const routes = pgTable(
  "service_routes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    isClosed: boolean("is_closed").notNull().default(false),
    /** The courier the whole route was last assigned to. */
    messengerId: uuid("messenger_id").references(() => messengers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("service_routes_headquarter_code_uq").on(t.headquarterId, sql`lower(${t.code})`),
    index("service_routes_headquarter_created_idx").on(t.headquarterId, t.createdAt),
  ],
);

/** One stop per location of a route's services (its origin is the pickup, its destinations the drop-offs), in order. */
export const routeStops = pgTable(
  "service_route_stops",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    routeId: uuid("route_id")
      .notNull()
      .references(() => routes.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    /** The service location's position (0 is its origin). */
    locationPosition: smallint("location_position").notNull(),
    sequence: integer("sequence").notNull(),
  },
  (t) => [
    // A service's location is a stop of one route at most.
    uniqueIndex("service_route_stops_location_uq").on(t.serviceId, t.locationPosition),
    index("service_route_stops_route_idx").on(t.routeId, t.sequence),
  ],
);
