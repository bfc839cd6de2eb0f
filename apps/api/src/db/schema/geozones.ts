import { sql } from "drizzle-orm";
import { doublePrecision, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { MultiPolygonInput } from "@despacho/domain";
import { headquarters } from "./tenancy.js";

// spec §3 Geozone (name, MultiPolygon) and the geozones picked for a purpose: the courier queues (Queue geo zone)
// and the zones where a courier must be to go online (/geozone-to-activation).

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const headquarterId = () =>
  uuid("headquarter_id")
    .notNull()
    .references(() => headquarters.id, { onDelete: "cascade" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const geozones = pgTable(
  "geo_zones",
  {
    id: id(),
    headquarterId: headquarterId(),
    name: text("name").notNull(),
    polygon: jsonb("polygon").$type<MultiPolygonInput>().notNull(),
    /** Computed by the domain when saved (m²). */
    areaM2: doublePrecision("area_m2").notNull(),
    /** Its bounding box: a point outside it is outside the zone without testing the polygon. */
    west: doublePrecision("west").notNull(),
    south: doublePrecision("south").notNull(),
    east: doublePrecision("east").notNull(),
    north: doublePrecision("north").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("geo_zones_headquarter_name_uq").on(t.headquarterId, sql`lower(${t.name})`)],
);

const pickedGeozone = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      headquarterId: headquarterId(),
      geozoneId: uuid("geo_zone_id")
        .notNull()
        .references(() => geozones.id, { onDelete: "restrict" }),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_geo_zone_uq`).on(t.geozoneId)],
  );

/** spec §3 Queue geo zone: a zone whose online couriers wait in a queue for services. */
export const queueGeozones = pickedGeozone("queue_geo_zones");
/** A zone a courier must be inside to go online in the headquarter (none: anywhere). */
export const activationGeozones = pickedGeozone("activation_geo_zones");
