import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { services } from "./services.js";
import { headquarters } from "./tenancy.js";

// spec §3 Tag (name): the headquarter's catalogue of labels services carry.
export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tags_headquarter_name_uq").on(t.headquarterId, sql`lower(${t.name})`)],
);

// The tags a service carries. A tag in use is not deleted (409); services.tags keeps the names for the
// readers (a tag's name never changes), these rows are what filters and integrity go by.
export const servicesTags = pgTable(
  "services_tags",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.tagId] }), index("services_tags_tag_idx").on(t.tagId)],
);
