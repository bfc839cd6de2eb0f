import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { messengers, serviceTypes } from "./catalog.js";
import { headquarters } from "./tenancy.js";

/**
 * issue 22, spec §7 /user-to-service-type/{id}/ for couriers: a service type of the headquarter the courier may take.
 * A courier without rows in a headquarter may take every type there (the dispatch engine's filter).
 */
export const courierServiceTypes = pgTable(
  "courier_service_types",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    serviceTypeId: uuid("service_type_id")
      .notNull()
      .references(() => serviceTypes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.headquarterId, t.messengerId, t.serviceTypeId] }),
    index("courier_service_types_type_idx").on(t.serviceTypeId),
  ],
);
