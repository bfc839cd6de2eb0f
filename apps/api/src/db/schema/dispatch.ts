import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { EscalationStep, OfferState } from "@despacho/domain";
import { messengers } from "./catalog.js";
import { services } from "./services.js";
import { headquarters } from "./tenancy.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * issue 22: a service offered to a courier by the dispatch engine (docs/decisions/024). Open while `answer` is null and
 * the deadline is ahead; the jobs poll expires it from the stored deadline, so a restart loses none. `round` numbers the
 * engine's offers of the service (1, 2…) and `step` is the escalation step that sent it. A courier is asked once per service.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    step: text("step").$type<EscalationStep>().notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
    deadline: at("deadline").notNull(),
    answer: text("answer").$type<OfferState>(),
    answeredAt: at("answered_at"),
    /** How far the courier was from the origin when they accepted (km; null when their point was unknown). */
    acceptedKm: doublePrecision("accepted_km"),
    /** An accepted offer whose courier did not come closer to the origin in time: when the desk was told. */
    stalledAt: at("stalled_at"),
    /**
     * issue 22 bundling: the offers of services from one origin sent together share this id (one per courier asked), and
     * `stop` is the service's drop-off in the courier's route order (1 is first); both null for a service offered alone.
     */
    bundleId: uuid("bundle_id"),
    stop: integer("stop"),
  },
  (t) => [
    uniqueIndex("offers_service_messenger_uq").on(t.serviceId, t.messengerId),
    // The courier's open offers, the expiry sweep and the desk's open offers read only the open ones.
    index("offers_open_messenger_idx").on(t.messengerId).where(sql`${t.answer} is null`),
    index("offers_open_deadline_idx").on(t.deadline).where(sql`${t.answer} is null`),
    index("offers_headquarter_idx").on(t.headquarterId, t.sentAt),
    // The stall sweep reads the accepted offers not yet flagged.
    index("offers_bundle_idx").on(t.bundleId).where(sql`${t.bundleId} is not null`),
    index("offers_accepted_unflagged_idx").on(t.answeredAt).where(sql`${t.answer} = 'accepted' and ${t.stalledAt} is null`),
  ],
);
