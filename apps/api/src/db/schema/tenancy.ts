import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { type Bounds, type HeadquarterSettings, type Permission, USER_KINDS } from "@despacho/domain";
import { locationAreas } from "./locations.js";

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable("companies", {
  id: id(),
  name: text("name").notNull(),
  imageUrl: text("image_url"),
  country: text("country").notNull().default("CO"),
  createdAt: createdAt(),
});

export const headquarters = pgTable("headquarters", {
  id: id(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  name: text("name").notNull(),
  imageUrl: text("image_url"),
  googleKey: text("google_key"),
  // The chosen location area (spec §3 Country); its name and bounds are copied beside it when chosen,
  // which is what every reader of the headquarter's city uses (docs/decisions/008-headquarter-city-from-location-areas.md).
  cityId: integer("city_id").references(() => locationAreas.id),
  cityName: text("city_name").notNull(),
  countryId: text("country_id").notNull().default("CO"),
  cityBounds: jsonb("city_bounds").$type<Bounds>().notNull(),
  /** spec §7 /allow-linkage/: whether couriers may ask to join this headquarter. */
  allowLinkage: boolean("allow_linkage").notNull().default(true),
  // spec §3: headquarter settings, validated by headquarterSettingsSchema on every write.
  settings: jsonb("settings").$type<HeadquarterSettings>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

// spec §3 Position (employment): id, name — one list per headquarter.
export const employments = pgTable(
  "employments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("employments_headquarter_idx").on(t.headquarterId, t.name),
    uniqueIndex("employments_headquarter_name_uq").on(t.headquarterId, sql`lower(${t.name})`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    /** Null for a courier: couriers belong to no company, they affiliate with headquarters. */
    companyId: uuid("company_id").references(() => companies.id),
    username: text("username").notNull().unique(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    passwordHash: text("password_hash").notNull(),
    /** Profile kind (spec §6): staff of a company, a business account, or a courier (messenger). */
    kind: text("kind", { enum: USER_KINDS }).notNull().default("staff"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    imageUrl: text("image_url"),
    businessName: text("business_name"),
    businessImageUrl: text("business_image_url"),
    businessHasStore: boolean("business_has_store").notNull().default(false),
    // An employee's position (spec §3 Position), one of the Cargos of their headquarters.
    employmentId: uuid("employment_id").references(() => employments.id, { onDelete: "set null" }),
    data: jsonb("data").$type<{ shortcuts: string[] }>().notNull().default({ shortcuts: [] }),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * The access tokens' `sv` claim: a token signed under an older version is refused (logout,
     * password change, disable, a membership or template taken away; docs/decisions/001).
     */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("users_email_idx").on(t.email)],
);

// The company's templates (Plantillas): named sets of permission codenames given to employees.
export const roles = pgTable(
  "roles",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    permissions: text("permissions").array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex("roles_company_name_uq").on(t.companyId, sql`lower(${t.name})`)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const memberships = pgTable(
  "memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.headquarterId] })],
);
