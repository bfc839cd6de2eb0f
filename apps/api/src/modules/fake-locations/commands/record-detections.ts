import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type Capture, EVENTS, evaluateTrack, foldCaptures, type ReceivedPoint, type TrackedPoint } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { fakeLocationCaptures, fakeLocationEvidence, messengers } from "../../../db/schema/index.js";
import type { Realtime } from "../../../plugins/realtime.js";
import { recentCapturesOfCouriers } from "../queries/captures.js";
import { groupBy } from "../../../group-by.js";
import { summarize } from "../summary.js";

/** Where each courier stood before a batch: its latest stored point and its open capture. */
export interface TrackState {
  previous: TrackedPoint | null;
  open: Capture | null;
}

/**
 * One query, before the batch moves the couriers' latest points: each courier's latest point and open capture
 * (a courier with neither is left out: it starts from nothing).
 */
export async function trackStates(db: Db, messengerIds: string[]): Promise<Map<string, TrackState>> {
  const rows = await db
    .select({
      id: messengers.id,
      latitude: messengers.latitude,
      longitude: messengers.longitude,
      locationAt: messengers.locationAt,
      capture: fakeLocationCaptures,
    })
    .from(messengers)
    .leftJoin(fakeLocationCaptures, and(eq(fakeLocationCaptures.messengerId, messengers.id), isNull(fakeLocationCaptures.endedAt)))
    .where(inArray(messengers.id, messengerIds));
  const states = new Map<string, TrackState>();
  for (const { id, latitude, longitude, locationAt, capture } of rows) {
    const previous = latitude !== null && longitude !== null && locationAt !== null ? { latitude, longitude, at: locationAt } : null;
    const known = states.get(id)?.open;
    // Two open captures (two nodes raced): the newest goes on, the other stays as it is.
    const open = capture && (!known || capture.startedAt > known.startedAt) ? capture : (known ?? null);
    states.set(id, { previous, open });
  }
  return states;
}

type Tracked = ReceivedPoint & { messengerId: string };

/**
 * The fake-location rules over a written batch (issue 12): the domain decides each point's evidence and the
 * captures it opens, extends or closes; then one insert of new captures, an update per touched open capture,
 * one insert of evidence, and a small event to the couriers' headquarters for each courier with new evidence.
 * A batch without evidence and without open captures writes nothing. Answers the couriers left with an open
 * capture (suspected of a fake location).
 */
export async function recordDetections(
  db: Db,
  realtime: Realtime,
  states: Map<string, TrackState>,
  points: Tracked[],
): Promise<Set<string>> {
  const byCourier = groupBy(points, (p) => p.messengerId);
  const created: (typeof fakeLocationCaptures.$inferInsert)[] = [];
  const updated: Capture[] = [];
  const evidence: (typeof fakeLocationEvidence.$inferInsert)[] = [];
  const detected = new Set<string>();
  const suspected = new Set<string>();
  for (const [messengerId, track] of byCourier) {
    const state = states.get(messengerId);
    const touched = foldCaptures(state?.open ?? null, evaluateTrack(state?.previous ?? null, track));
    const last = touched.at(-1)?.capture ?? state?.open;
    if (last && last.endedAt === null) suspected.add(messengerId);
    for (const { capture, evidence: found } of touched) {
      const captureId = capture.id ?? randomUUID();
      if (capture.id) updated.push(capture);
      else created.push({ ...capture, id: captureId, messengerId });
      evidence.push(...found.map((e) => ({ ...e, messengerId, captureId })));
      if (found.length > 0) detected.add(messengerId);
    }
  }
  if (created.length > 0) await db.insert(fakeLocationCaptures).values(created);
  await Promise.all([
    ...updated.map(({ id, endedAt, lastDetectedAt, detections, points: spots, evidenceCounts }) =>
      db
        .update(fakeLocationCaptures)
        .set({ endedAt, lastDetectedAt, detections, points: spots, evidenceCounts })
        .where(eq(fakeLocationCaptures.id, id as string)),
    ),
    evidence.length > 0 ? db.insert(fakeLocationEvidence).values(evidence) : undefined,
  ]);
  if (detected.size > 0) await announce(db, realtime, [...detected]);
  return suspected;
}

async function announce(db: Db, realtime: Realtime, messengerIds: string[]) {
  const rows = await recentCapturesOfCouriers(db, messengerIds, new Date());
  const byTarget = groupBy(rows, (r) => `${r.headquarterId} ${r.capture.messengerId}`);
  for (const group of byTarget.values()) {
    const { headquarterId, capture } = group[0];
    const { detections, score } = summarize(group.map((r) => r.capture));
    realtime.toHeadquarter(headquarterId, EVENTS.fakeLocationDetected, {
      headquarter: headquarterId,
      messenger: capture.messengerId,
      detections,
      score,
    });
  }
}
