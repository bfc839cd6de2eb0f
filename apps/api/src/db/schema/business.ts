import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { serviceTypes } from "./catalog.js";
import { locationAreas } from "./locations.js";
import { headquarters, users } from "./tenancy.js";

/** What every row a business owns starts with: its id, the headquarter (provider) and the business user. */
const businessOwned = () => ({
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  headquarterId: uuid("headquarter_id")
    .notNull()
    .references(() => headquarters.id, { onDelete: "cascade" }),
  businessUserId: uuid("business_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
});

// spec §3 business store: a business user's store in a headquarter (one of its providers) and the
// listing order of its desk. A business's providers are its memberships (docs/decisions/010-business-providers.md).
export const businessStores = pgTable(
  "business_stores",
  {
    ...businessOwned(),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    serviceListingOrder: integer("service_listing_order").notNull().default(-1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_stores_owner_idx").on(t.businessUserId, t.headquarterId, t.name)],
);

/** spec §7 business-store active-cities: the location areas (cities of the country) a store works in. */
export const businessStoreCities = pgTable(
  "business_store_cities",
  {
    businessStoreId: uuid("business_store_id")
      .notNull()
      .references(() => businessStores.id, { onDelete: "cascade" }),
    locationAreaId: integer("location_area_id")
      .notNull()
      .references(() => locationAreas.id),
  },
  (t) => [primaryKey({ columns: [t.businessStoreId, t.locationAreaId] })],
);

/** spec §7 /user-to-service-type/: a service type of a provider (headquarter) the business uses. */
export const businessServiceTypes = pgTable(
  "business_service_types",
  {
    ...businessOwned(),
    serviceTypeId: uuid("service_type_id")
      .notNull()
      .references(() => serviceTypes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("business_service_types_uq").on(t.businessUserId, t.serviceTypeId)],
);

/** spec §7 /service-type-user-to-business-store/: one of those types offered by one of its stores. */
export const businessStoreServiceTypes = pgTable(
  "business_store_service_types",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    businessStoreId: uuid("business_store_id")
      .notNull()
      .references(() => businessStores.id, { onDelete: "cascade" }),
    businessServiceTypeId: uuid("business_service_type_id")
      .notNull()
      .references(() => businessServiceTypes.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("business_store_service_types_uq").on(t.businessStoreId, t.businessServiceTypeId)],
);
