import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AFFILIATION_STATUSES, PETITION_STATUSES } from "@despacho/domain";
import { messengers } from "./catalog.js";
import { headquarters, users } from "./tenancy.js";

// The couriers area (spec §3 Messenger, Affiliation request, Motorcycle; §4 affiliation actions and presence).
// A courier is a user of kind "messenger" (names, username, email, image on `users`) with one `messengers` row
// (their courier profile; services point at it) and one affiliation per headquarter they asked to join.

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at("created_at").notNull().defaultNow();
const messengerId = () =>
  uuid("messenger_id")
    .notNull()
    .references(() => messengers.id, { onDelete: "cascade" });
const headquarterId = () =>
  uuid("headquarter_id")
    .notNull()
    .references(() => headquarters.id, { onDelete: "cascade" });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: "set null" });

/** A courier's standing with one headquarter: linked or not, online there, balance and payroll. */
export const affiliations = pgTable(
  "affiliations",
  {
    messengerId: messengerId(),
    headquarterId: headquarterId(),
    status: text("status", { enum: AFFILIATION_STATUSES }).notNull(),
    isOnline: boolean("is_online").notNull().default(false),
    onlineChangedAt: at("online_changed_at"),
    payrollPaid: boolean("payroll_paid").notNull().default(false),
    /** COP the company owes the courier (payments lower it). */
    balance: integer("balance").notNull().default(0),
    affiliatedAt: at("affiliated_at"),
    disaffiliatedAt: at("disaffiliated_at"),
    createdAt: createdAt(),
    /**
     * Copies of the courier's names, and the text the courier lists search (names, username, document and phone
     * folded by `search_fold`: lower case, no accents), kept by the database's triggers (migration
     * 0052_courier_search): one headquarter's couriers are then searched and ordered on this table's own indexes.
     */
    courierFirstName: text("courier_first_name").notNull().default(""),
    courierLastName: text("courier_last_name").notNull().default(""),
    courierSearchText: text("courier_search_text").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.messengerId, t.headquarterId] }),
    index("affiliations_headquarter_idx").on(t.headquarterId, t.status, t.isOnline),
    // The courier lists' order (online first, then by name), walked until a page is full; status and the search
    // text ride along after the unique messenger_id, so the walk filters on the index alone (an index-only scan).
    index("affiliations_list_order_idx").on(
      t.headquarterId,
      t.isOnline.desc().nullsFirst(),
      sql`${t.courierFirstName} collate "und-x-icu"`,
      sql`${t.courierLastName} collate "und-x-icu"`,
      t.messengerId,
      t.status,
      t.courierSearchText,
    ),
    // Trigram index (pg_trgm) of the courier lists' contains-search (courierSearch).
    index("affiliations_search_trgm_idx").using("gin", sql`${t.courierSearchText} gin_trgm_ops`),
  ],
);

/** spec §3 Affiliation request: association (join) or disassociation (leave), sent by the courier or the company. */
export const petitions = pgTable(
  "membership_petitions",
  {
    id: id(),
    messengerId: messengerId(),
    headquarterId: headquarterId(),
    isAssociation: boolean("is_association").notNull(),
    status: text("status", { enum: PETITION_STATUSES }).notNull().default("waiting"),
    action: text("action", { enum: ["new", "change"] })
      .notNull()
      .default("new"),
    fromHeadquarter: boolean("from_headquarter").notNull(),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    motorcycleId: uuid("motorcycle_id").references(() => motorcycles.id, { onDelete: "set null" }),
    /** Set by a staff user opening it: the bell counts the unseen ones. */
    seenAt: at("seen_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("petitions_headquarter_idx").on(t.headquarterId, t.isAssociation, t.status, t.createdAt),
    index("petitions_messenger_idx").on(t.messengerId, t.headquarterId),
  ],
);

/** spec §3 Motorcycle. */
export const motorcycles = pgTable(
  "motorcycles",
  {
    id: id(),
    messengerId: messengerId(),
    licensePlate: text("license_plate").notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    line: text("line"),
    color: text("color"),
    cylindrical: integer("cylindrical"),
    insuranceStartDate: date("insurance_start_date"),
    insuranceExpirationDate: date("insurance_expiration_date"),
    technoMechanicalStartDate: date("techno_mechanical_start_date"),
    technoMechanicalExpirationDate: date("techno_mechanical_expiration_date"),
    verified: boolean("verified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("motorcycles_plate_uq").on(sql`upper(${t.licensePlate})`), index("motorcycles_messenger_idx").on(t.messengerId)],
);

/** A block of a courier by a headquarter: open while unblocked_at is null and ends_at (if any) is ahead. */
export const messengerBlocks = pgTable(
  "messenger_blocks",
  {
    id: id(),
    messengerId: messengerId(),
    headquarterId: headquarterId(),
    reason: text("reason").notNull(),
    startsAt: at("starts_at").notNull().defaultNow(),
    endsAt: at("ends_at"),
    blockedBy: userRef("blocked_by"),
    unblockedAt: at("unblocked_at"),
    unblockedBy: userRef("unblocked_by"),
    createdAt: createdAt(),
  },
  (t) => [index("messenger_blocks_headquarter_idx").on(t.headquarterId, t.messengerId, t.unblockedAt)],
);

/**
 * Every time a courier went online or offline for a headquarter (/courier-activation-history). Each insert keeps
 * courier_hourly_online (migration 0053); the courier index finds a courier's record before a new one and its last.
 */
export const messengerActivations = pgTable(
  "messenger_activations",
  {
    id: id(),
    messengerId: messengerId(),
    headquarterId: headquarterId(),
    online: boolean("online").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("messenger_activations_headquarter_idx").on(t.headquarterId, t.createdAt, t.messengerId),
    index("messenger_activations_courier_idx").on(t.messengerId, t.headquarterId, t.createdAt),
  ],
);

/** A payment made by a headquarter to a courier; the affiliation's balance moves by its amount. */
export const messengerPayments = pgTable(
  "messenger_payments",
  {
    id: id(),
    messengerId: messengerId(),
    headquarterId: headquarterId(),
    amount: integer("amount").notNull(),
    method: text("method").notNull(),
    note: text("note"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("messenger_payments_idx").on(t.headquarterId, t.messengerId, t.createdAt)],
);

/** The headquarter's working hours (/schedule-manage): weekday 0 = Sunday … 6 = Saturday, Bogotá time. */
export const workingHours = pgTable(
  "working_hours",
  {
    id: id(),
    headquarterId: headquarterId(),
    weekday: smallint("weekday").notNull(),
    startsAt: time("starts_at").notNull(),
    endsAt: time("ends_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("working_hours_headquarter_idx").on(t.headquarterId, t.weekday)],
);

/** A courier's hours for one headquarter (/schedule-collaborators). */
export const messengerWorkingHours = pgTable(
  "messenger_working_hours",
  {
    id: id(),
    messengerId: messengerId(),
    headquarterId: headquarterId(),
    weekday: smallint("weekday").notNull(),
    startsAt: time("starts_at").notNull(),
    endsAt: time("ends_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("messenger_working_hours_idx").on(t.headquarterId, t.messengerId, t.weekday)],
);

/** Hours a courier does not work although their weekly hours say so (a day off, an appointment). */
export const excludedWorkingHours = pgTable(
  "messenger_excluded_hours",
  {
    id: id(),
    messengerId: messengerId(),
    headquarterId: headquarterId(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("messenger_excluded_hours_idx").on(t.headquarterId, t.messengerId, t.startsAt)],
);

/** The points a courier's app sends (POST /api/courier/locations/); the latest is also kept on `messengers`. */
/** The lowest track level the cells index holds (messenger_locations_cells_idx): cells of 2^3 = 8 seconds and more. */
export const TRACK_CELLS_INDEXED_FROM = 4;
/** The track level of a courier's first point (migration 0059's track_level function): first of every cell. */
export const TRACK_LEVEL_MAX = 32;

export const messengerLocations = pgTable(
  "messenger_locations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messengerId: messengerId(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    accuracy: doublePrecision("accuracy"),
    speed: doublePrecision("speed"),
    usingFakeLocation: boolean("using_fake_location").notNull().default(false),
    coordinatesCreatedAt: at("coordinates_created_at").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
    /**
     * Kilometres from the courier's point before this one in time (null for their first), so a range's distance is a
     * sum instead of a window over every point: the location batch's insert gives it, and the database's legs trigger
     * (migrations 0027, 0055) computes it for an insert that does not and corrects the leg after a late point.
     */
    legKm: doublePrecision("leg_km"),
    /**
     * For a sampled track (decision 055): the number of sizes of the cells of time of 1, 2, 4, 8… seconds (aligned on
     * 1970) in which this point is the first of its courier's points, that is the bit length of its second XOR the
     * second of the courier's point before it in time (32 for their first point). A track sampled by cells of 2^k
     * seconds is its points of level above k. The location batch's insert gives it; the legs trigger gives it to an
     * insert that does not and corrects it after a late point (migration 0059's track_level function, one rule).
     */
    trackLevel: smallint("track_level"),
  },
  // In time order with what a track draws, so a courier's track is read from the index alone, already sorted
  // (leg_km stays out: the legs trigger may update it, and an update of an unindexed column can stay on its page;
  // track_level fits in the entry's padding and changes only after a late point).
  // The points reported fake on their own, with every column a track reads of them (the fake flag too, or the planner
  // prefers the track index), so a sampled track keeps every one of them without reading the others nor the table.
  // The points first of a cell of 8 seconds or more by level, so a sampled track of a long range reads only the points
  // it draws, one range of the index a level (an eighth of the points at one a second).
  (t) => [
    index("messenger_locations_track_idx").on(
      t.messengerId,
      t.coordinatesCreatedAt,
      t.id,
      t.latitude,
      t.longitude,
      t.usingFakeLocation,
      t.trackLevel,
    ),
    index("messenger_locations_fake_idx")
      .on(t.messengerId, t.coordinatesCreatedAt, t.id, t.latitude, t.longitude, t.usingFakeLocation, t.trackLevel)
      .where(sql`using_fake_location`),
    index("messenger_locations_cells_idx")
      .on(t.messengerId, t.trackLevel, t.coordinatesCreatedAt, t.id, t.latitude, t.longitude, t.usingFakeLocation)
      .where(sql`track_level >= ${sql.raw(String(TRACK_CELLS_INDEXED_FROM))}`),
  ],
);
