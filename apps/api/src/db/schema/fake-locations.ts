import { sql } from "drizzle-orm";
import { bigint, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CapturePoint, EvidenceCounts, FakeLocationEvidenceKind } from "@despacho/domain";
import { messengers } from "./catalog.js";
import { domainEvents } from "./domain-events.js";

// Issue 12 fake-location alerts (spec §4 'Fake-location tracking per collaborator'). A courier's position is the
// courier's, not a headquarter's (one phone, one GPS), so captures and evidence belong to the courier; a
// headquarter sees those of the couriers affiliated with it.

const at = (name: string) => timestamp(name, { withTimezone: true });
const messengerId = () =>
  uuid("messenger_id")
    .notNull()
    .references(() => messengers.id, { onDelete: "cascade" });

/** A run of fake points of a courier: open (ended_at null) until a real point arrives. */
export const fakeLocationCaptures = pgTable(
  "fake_location_captures",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    messengerId: messengerId(),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
    lastDetectedAt: at("last_detected_at").notNull(),
    detections: integer("detections").notNull(),
    points: jsonb("points").$type<CapturePoint[]>().notNull(),
    /** How many pieces of evidence of each kind fed it: the score is computed from these. */
    evidenceCounts: jsonb("evidence_counts").$type<EvidenceCounts>().notNull(),
  },
  (t) => [
    index("fake_location_captures_open_idx").on(t.messengerId).where(sql`${t.endedAt} is null`),
    index("fake_location_captures_recent_idx").on(t.messengerId, t.endedAt),
  ],
);

/** One rule a point broke, with the Spanish detail the operator reads. */
export const fakeLocationEvidence = pgTable(
  "fake_location_evidence",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    messengerId: messengerId(),
    captureId: uuid("capture_id")
      .notNull()
      .references(() => fakeLocationCaptures.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FakeLocationEvidenceKind>().notNull(),
    detail: text("detail").notNull(),
    at: at("at").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [index("fake_location_evidence_capture_idx").on(t.captureId, t.at)],
);

/**
 * The courier.located events the fake-location consumer has checked (issue 20): the outbox delivers at least once,
 * and a batch checked twice would count its evidence twice. Goes with its event when the outbox is pruned.
 */
export const fakeLocationChecks = pgTable("fake_location_checks", {
  eventId: bigint("event_id", { mode: "number" })
    .primaryKey()
    .references(() => domainEvents.id, { onDelete: "cascade" }),
  checkedAt: at("checked_at").notNull().defaultNow(),
});
