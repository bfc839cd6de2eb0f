import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_PROOF_RULES, type ProofRules } from "@despacho/domain";
import { headquarters, users } from "./tenancy.js";

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const headquarterId = () =>
  uuid("headquarter_id")
    .notNull()
    .references(() => headquarters.id, { onDelete: "cascade" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export interface DistanceSurcharge {
  /** Kilometres included in the base cost. */
  included_km: number;
  /** COP per extra kilometre. */
  value_per_km: number;
}

// spec §3 Service type.
export const serviceTypes = pgTable(
  "service_types",
  {
    id: id(),
    headquarterId: headquarterId(),
    name: text("name").notNull(),
    baseCost: integer("base_cost").notNull().default(0),
    allowLocationWithoutCoordinates: boolean("allow_location_without_coordinates").notNull().default(false),
    hasActiveSurcharges: boolean("has_active_surcharges").notNull().default(false),
    distanceSurcharge: jsonb("distance_surcharge").$type<DistanceSurcharge | null>(),
    roundTripSurchargePercent: integer("round_trip_surcharge_percent").notNull().default(0),
    skipAddressConfirmationOnTheMap: boolean("skip_address_confirmation_on_the_map").notNull().default(false),
    maxSpecifiedBase: integer("max_specified_base"),
    maxTimeToOperateScheduledServices: integer("max_time_to_operate_scheduled_services"),
    isActive: boolean("is_active").notNull().default(true),
    /** issue 24: what the courier gives at the pickup and the drop-off of this type's services. */
    proofRules: jsonb("proof_rules").$type<ProofRules>().notNull().default(DEFAULT_PROOF_RULES),
    createdAt: createdAt(),
  },
  (t) => [index("service_types_headquarter_idx").on(t.headquarterId, t.name)],
);

// spec §3 Payment method: is_default, is_used.
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    headquarterId: headquarterId(),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("payment_methods_headquarter_idx").on(t.headquarterId)],
);

/** Registered customers of a headquarter (companies or people with an account). */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    headquarterId: headquarterId(),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    surchargePercent: integer("surcharge_percent").notNull().default(0),
    /** The business user whose own customer this is (spec §5: a business sees only its own); null for the company's. */
    businessUserId: uuid("business_user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Lists go by name as a person reads it (db/query-helpers byName).
    index("customers_headquarter_idx").on(t.headquarterId, sql`${t.name} collate "und-x-icu"`),
    index("customers_business_user_idx").on(t.businessUserId, sql`${t.name} collate "und-x-icu"`),
  ],
);

/** People who request services without an account (spec §2.2 /customers). */
export const anonymousCustomers = pgTable(
  "anonymous_customers",
  {
    id: id(),
    headquarterId: headquarterId(),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    address: text("address"),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    index("anonymous_customers_headquarter_idx").on(t.headquarterId, t.phoneNumber),
    index("anonymous_customers_name_idx").on(t.headquarterId, sql`${t.name} collate "und-x-icu"`),
  ],
);

/**
 * A courier's profile (spec §3 Messenger): services point at it and `id` is the courier's uuid in
 * the API. Names, username, email and image live on the courier's user; where they work and
 * whether they are online there, on their affiliations (couriers.ts).
 */
export const messengers = pgTable("messengers", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The courier takes services (false: busy, the desk shows them "ocupado"). */
  isAvailable: boolean("is_available").notNull().default(true),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  locationAt: timestamp("location_at", { withTimezone: true }),
  rating: doublePrecision("rating").notNull().default(5),
  nuip: text("nuip"),
  phoneNumber: text("phone_number"),
  address: text("address"),
  ratingCounter: integer("rating_counter").notNull().default(0),
  createdAt: createdAt(),
});
