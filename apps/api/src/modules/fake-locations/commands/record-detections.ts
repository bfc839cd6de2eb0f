import { randomUUID } from "node:crypto";
import { and, asc, between, eq, isNull, sql } from "drizzle-orm";
import {
  type Capture,
  DOMAIN_EVENTS,
  type DomainEvent,
  type DomainEventPayload,
  evaluateTrack,
  foldCaptures,
  type ReceivedPoint,
  type TrackedPoint,
} from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { inIds } from "../../../db/in-ids.js";
import { fakeLocationCaptures, fakeLocationEvidence, messengerLocations } from "../../../db/schema/index.js";
import { recentCapturesOfCouriers } from "../queries/captures.js";
import { groupBy } from "../../../group-by.js";
import { summarize } from "../summary.js";

type CourierLocated = DomainEventPayload<typeof DOMAIN_EVENTS.courierLocated>;

/** Where each courier stood before a batch: its latest stored point and its open capture. */
interface TrackState {
  previous: TrackedPoint | null;
  open: Capture | null;
}

/** Each courier's point before the batch (from the event) and its open capture (a courier with neither starts from nothing). */
async function trackStates(tx: Db | Tx, batch: CourierLocated): Promise<Map<string, TrackState>> {
  const captures = await tx
    .select()
    .from(fakeLocationCaptures)
    .where(
      and(
        inIds(
          fakeLocationCaptures.messengerId,
          batch.couriers.map((c) => c.messenger),
        ),
        isNull(fakeLocationCaptures.endedAt),
      ),
    );
  const states = new Map<string, TrackState>();
  for (const { messenger, previous } of batch.couriers)
    states.set(messenger, { previous: previous && { ...previous, at: new Date(previous.at) }, open: null });
  for (const capture of captures) {
    const state = states.get(capture.messengerId) as TrackState;
    // Two open captures (two nodes raced): the newest goes on, the other stays as it is.
    if (!state.open || capture.startedAt > state.open.startedAt) state.open = capture;
  }
  return states;
}

type Tracked = ReceivedPoint & { messengerId: string };

/** The batch's points, in the order they were sent: its ids, stamped with its insert's time. */
function batchPoints(tx: Db | Tx, batch: CourierLocated): Promise<Tracked[]> {
  return tx
    .select({
      messengerId: messengerLocations.messengerId,
      latitude: messengerLocations.latitude,
      longitude: messengerLocations.longitude,
      usingFakeLocation: messengerLocations.usingFakeLocation,
      at: messengerLocations.coordinatesCreatedAt,
      receivedAt: messengerLocations.receivedAt,
    })
    .from(messengerLocations)
    .where(
      and(
        between(messengerLocations.id, batch.first_point, batch.last_point),
        eq(messengerLocations.receivedAt, sql`${batch.received_at}::timestamptz`),
      ),
    )
    .orderBy(asc(messengerLocations.id));
}

/**
 * The fake-location rules over a stored batch (issue 12), in the consumer's transaction: the domain decides each
 * point's evidence and the captures it opens, extends or closes; then one insert of new captures, an update per
 * touched open capture and one insert of evidence. A batch without evidence and without open captures writes
 * nothing. Answers a courier.fake-location-detected event for each headquarter of each courier with new evidence.
 */
export async function checkBatch(tx: Db | Tx, batch: CourierLocated): Promise<DomainEvent[]> {
  const states = await trackStates(tx, batch);
  const byCourier = groupBy(await batchPoints(tx, batch), (p) => p.messengerId);
  const created: (typeof fakeLocationCaptures.$inferInsert)[] = [];
  const updated: Capture[] = [];
  const evidence: (typeof fakeLocationEvidence.$inferInsert)[] = [];
  const detected = new Set<string>();
  for (const [messengerId, track] of byCourier) {
    const state = states.get(messengerId);
    const touched = foldCaptures(state?.open ?? null, evaluateTrack(state?.previous ?? null, track));
    for (const { capture, evidence: found } of touched) {
      const captureId = capture.id ?? randomUUID();
      if (capture.id) updated.push(capture);
      else created.push({ ...capture, id: captureId, messengerId });
      evidence.push(...found.map((e) => ({ ...e, messengerId, captureId })));
      if (found.length > 0) detected.add(messengerId);
    }
  }
  if (created.length > 0) await tx.insert(fakeLocationCaptures).values(created);
  for (const { id, endedAt, lastDetectedAt, detections, points: spots, evidenceCounts } of updated)
    await tx
      .update(fakeLocationCaptures)
      .set({ endedAt, lastDetectedAt, detections, points: spots, evidenceCounts })
      .where(eq(fakeLocationCaptures.id, id as string));
  if (evidence.length > 0) await tx.insert(fakeLocationEvidence).values(evidence);
  return detected.size > 0 ? detectionEvents(tx, [...detected]) : [];
}

/** The alert each headquarter of the couriers hears: their recent detections and score. */
async function detectionEvents(tx: Db | Tx, messengerIds: string[]): Promise<DomainEvent[]> {
  const rows = await recentCapturesOfCouriers(tx, messengerIds, new Date());
  const byTarget = groupBy(rows, (r) => `${r.headquarterId} ${r.capture.messengerId}`);
  return [...byTarget.values()].map((group) => {
    const { headquarterId, capture } = group[0];
    const { detections, score } = summarize(group.map((r) => r.capture));
    return {
      name: DOMAIN_EVENTS.fakeLocationDetected,
      headquarter: headquarterId,
      payload: { messenger: capture.messengerId, detections, score },
    };
  });
}
