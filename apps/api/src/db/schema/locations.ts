import { type AnyPgColumn, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { Bounds, LocationAreaType } from "@despacho/domain";

// spec §3 Country: reference data seeded from db/reference/colombia-location-areas.ts when the database migrates.

export const countries = pgTable("countries", {
  /** ISO 3166-1 alpha-2, as headquarters.country_id and companies.country say it. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

export const locationAreas = pgTable(
  "location_areas",
  {
    /** The DANE code (Colombia's official numbering), so an area has the same id in every database. */
    id: integer("id").primaryKey(),
    countryId: text("country_id")
      .notNull()
      .references(() => countries.id),
    type: text("type").$type<LocationAreaType>().notNull(),
    name: text("name").notNull(),
    /** The department of a city. */
    parentId: integer("parent_id").references((): AnyPgColumn => locationAreas.id),
    /** The name lower-cased without accents (domain searchKey), what a search compares. */
    searchName: text("search_name").notNull(),
    bounds: jsonb("bounds").$type<Bounds>().notNull(),
  },
  (t) => [index("location_areas_country_idx").on(t.countryId, t.searchName)],
);
