import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CovenantSettings } from "@despacho/domain";
import { businessStores } from "./business.js";
import { headquarters } from "./tenancy.js";

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const store = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => businessStores.id, { onDelete: "cascade" });

// spec §3 Covenant: a client store and a provider store of one headquarter (docs/decisions/011-covenants.md).
export const covenants = pgTable(
  "covenants",
  {
    id: id(),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    businessStoreId: store("business_store_id"),
    providerStoreId: store("provider_store_id"),
    status: text("status", { enum: ["pending", "accepted", "refused"] })
      .notNull()
      .default("pending"),
    isActive: boolean("is_active").notNull().default(true),
    settings: jsonb("settings").$type<CovenantSettings>().notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("covenants_headquarter_idx").on(t.headquarterId, t.createdAt),
    // One live covenant per pair of stores: a new request waits until the old one is refused or cancelled.
    uniqueIndex("covenants_live_pair_uq").on(t.businessStoreId, t.providerStoreId).where(sql`${t.isActive}`),
  ],
);

// spec §3 priority group: the order in which a store's covenant providers serve it (priority 1 first).
export const priorityGroups = pgTable(
  "priority_groups",
  {
    id: id(),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    businessStoreId: store("business_store_id"),
    priority: integer("priority").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("priority_groups_store_idx").on(t.businessStoreId, t.priority)],
);

// spec §3 member: a covenant in a priority group, which the store may disable without cancelling it.
export const priorityGroupMembers = pgTable(
  "priority_group_members",
  {
    id: id(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => priorityGroups.id, { onDelete: "cascade" }),
    covenantId: uuid("covenant_id")
      .notNull()
      .references(() => covenants.id, { onDelete: "cascade" }),
    isEnabledByStore: boolean("is_enabled_by_store").notNull().default(true),
    createdAt: createdAt(),
  },
  // A covenant serves its store from one group only.
  (t) => [uniqueIndex("priority_group_members_covenant_uq").on(t.covenantId)],
);
