import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CUSTOMER_PIN_LENGTH, type ServiceStatus } from "@despacho/domain";
import { businessStores } from "./business.js";
import { anonymousCustomers, customers, messengers, paymentMethods, serviceTypes } from "./catalog.js";
import { headquarters, users } from "./tenancy.js";
import { apiKeys } from "./integrations.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Per-headquarter counter behind the service consecutive. */
export const serviceCounters = pgTable("service_counters", {
  headquarterId: uuid("headquarter_id")
    .primaryKey()
    .references(() => headquarters.id, { onDelete: "cascade" }),
  last: bigint("last", { mode: "number" }).notNull().default(0),
});

// spec §3 Service.
export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    consecutive: bigint("consecutive", { mode: "number" }).notNull(),
    status: text("status").$type<ServiceStatus>().notNull(),
    typeId: uuid("type_id")
      .notNull()
      .references(() => serviceTypes.id),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    messengersNumber: smallint("messengers_number").notNull().default(1),
    isRoundTrip: boolean("is_round_trip").notNull().default(false),
    isHourlyService: boolean("is_hourly_service").notNull().default(false),
    directAssignment: boolean("direct_assignment").notNull().default(false),
    internalIdentifier: text("internal_identifier"),
    routeCode: text("route_code"),
    surchargeIdentifier: text("surcharge_identifier"),
    isScheduled: boolean("is_scheduled").notNull().default(false),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    maxTimeToOperateScheduledServices: integer("max_time_to_operate_scheduled_services"),
    /** When a scheduled service becomes operable (spec §4); null when not scheduled. */
    operableAt: timestamp("operable_at", { withTimezone: true }),
    repeatScheduled: boolean("repeat_scheduled").notNull().default(false),
    repeatScheduledAt: jsonb("repeat_scheduled_at").$type<string[] | null>(),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id),
    isPaymentVerified: boolean("is_payment_verified").notNull().default(false),
    messengerId: uuid("messenger_id").references(() => messengers.id),
    customerId: uuid("customer_id").references(() => customers.id),
    anonymousCustomerId: uuid("anonymous_customer_id").references(() => anonymousCustomers.id),
    calculatedCost: integer("calculated_cost").notNull(),
    requiredValue: integer("required_value").notNull().default(0),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    noveltyFields: jsonb("novelty_fields").$type<Record<string, string>>().notNull().default({}),
    completionData: jsonb("completion_data").$type<Record<string, unknown> | null>(),
    /** issue 24: the courier's proof at the pickup (the start), as the finish's is in completion_data. */
    pickupData: jsonb("pickup_data").$type<Record<string, unknown> | null>(),
    /** issue 24: the customer's PIN, drawn by the database for every service; shown only to the customer. */
    customerPin: text("customer_pin")
      .notNull()
      .default(sql.raw(`lpad(floor(random() * 1e${CUSTOMER_PIN_LENGTH})::int::text, ${CUSTOMER_PIN_LENGTH}, '0')`)),
    /** Wrong PINs typed by the courier; at CUSTOMER_PIN_ATTEMPTS_MAX the PIN is refused. */
    pinFailures: smallint("pin_failures").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id),
    /** The business's store it was asked from (docs/decisions/010-business-providers.md); a deleted store leaves null. */
    businessStoreId: uuid("business_store_id").references(() => businessStores.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("services_headquarter_status_idx").on(t.headquarterId, t.status, t.consecutive),
    index("services_headquarter_consecutive_idx").on(t.headquarterId, t.consecutive),
    index("services_messenger_idx").on(t.messengerId, t.status),
    index("services_operable_idx").on(t.status, t.operableAt),
    index("services_headquarter_created_idx").on(t.headquarterId, t.createdAt),
    index("services_type_idx").on(t.typeId),
    index("services_payment_method_idx").on(t.paymentMethodId),
    // Deleting a store sets its services' store to null: found by this index, not a scan.
    index("services_business_store_idx").on(t.businessStoreId),
  ],
);

/**
 * Count and sums of the services per headquarter, Bogotá day of creation and status, kept by
 * triggers on services (migration 0003, docs/decisions/004). A few slots per key spread the
 * row locks of concurrent writers; readers add the slots up.
 */
export const serviceTotals = pgTable(
  "service_totals",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").$type<ServiceStatus>().notNull(),
    slot: smallint("slot").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    calculatedCost: bigint("calculated_cost", { mode: "number" }).notNull(),
    totalCost: bigint("total_cost", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.headquarterId, t.day, t.status, t.slot] }),
    index("service_totals_status_idx").on(t.headquarterId, t.status, t.day),
  ],
);

// spec §3 Location: origin first, then destinations in order.
export const serviceLocations = pgTable(
  "service_locations",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    type: text("type", { enum: ["origin", "destination"] }).notNull(),
    address: text("address").notNull(),
    description: text("description").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    cityId: integer("city_id").notNull().default(-1),
    city: text("city"),
    foundByGeocode: boolean("found_by_geocode").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.position] })],
);

/** Append-only: who did what, when, from which status to which. */
export const serviceHistory = pgTable(
  "service_history",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id),
    /** Issue 26: the API key the write was made with (its creator is the user). */
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id),
    action: text("action").notNull(),
    fromStatus: text("from_status").$type<ServiceStatus | null>(),
    toStatus: text("to_status").$type<ServiceStatus>().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("service_history_service_idx").on(t.serviceId, t.createdAt)],
);

export const serviceFiles = pgTable(
  "service_files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Where the storage keeps it (folder/name): the file is private, read through a signed URL (decision 021). */
    storageKey: text("storage_key").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("service_files_service_idx").on(t.serviceId)],
);

/** Background work claimed with FOR UPDATE SKIP LOCKED: scheduled activations, CSV reports. */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").notNull(),
    headquarterId: uuid("headquarter_id").references(() => headquarters.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    progress: smallint("progress").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    attempts: smallint("attempts").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown> | null>(),
    error: text("error"),
    /** A job that exists once per kind and headquarter (Jobs.enqueueOnce): its row is queued again, never added. */
    once: boolean("once").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.status, t.runAt),
    index("jobs_headquarter_idx").on(t.headquarterId, t.kind, t.createdAt),
    uniqueIndex("jobs_once_idx").on(t.kind, t.headquarterId).where(sql`once`),
  ],
);
