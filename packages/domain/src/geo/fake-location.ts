import { MESSAGES } from "../messages.js";
import { haversineKm } from "../services/surcharges.js";

// spec §4 'Fake-location tracking per collaborator' and issue 12: every point a courier's app sends is checked
// against these rules; a point that breaks one is a detection, with the evidence that says why.

/** No courier in the city goes faster between two points (a motorbike on an avenue, generously). */
export const MAX_PLAUSIBLE_SPEED_KMH = 160;
/** Below this distance between two points the speed rule is not applied: GPS noise moves a still phone. */
export const SPEED_MIN_DISTANCE_KM = 0.3;
/** A move this long… */
export const JUMP_KM = 3;
/** …within this many seconds (or back in time) is a jump: the position was teleported, not travelled. */
export const JUMP_SECONDS = 10;
/** A point that reaches the server this long after the time it claims was not taken when it says. */
export const STALE_POINT_MINUTES = 10;
/** A point that claims a time this far ahead of the server's clock comes from a tampered clock. */
export const FUTURE_POINT_MINUTES = 2;
/** Captures open or closed within this window are the recent ones the alert lists. */
export const FAKE_LOCATION_RECENT_HOURS = 24;
/** A repeated detection this close to the capture's last point replaces that point instead of adding one. */
export const CAPTURE_SAME_SPOT_KM = 0.02;
/** A capture keeps at most this many points (the oldest go). */
export const CAPTURE_POINTS_MAX = 100;
/** Each repetition of a kind of evidence beyond the first adds this much to the score. */
export const FAKE_LOCATION_REPEAT_WEIGHT = 5;

export const FAKE_LOCATION_EVIDENCE_KINDS = ["mock_location", "jump", "impossible_speed", "future_point", "stale_point"] as const;
export type FakeLocationEvidenceKind = (typeof FAKE_LOCATION_EVIDENCE_KINDS)[number];

/** What one piece of evidence of each kind weighs in the 0–100 score: the phone's own flag weighs most. */
export const FAKE_LOCATION_WEIGHTS: Record<FakeLocationEvidenceKind, number> = {
  mock_location: 50,
  jump: 35,
  impossible_speed: 25,
  future_point: 20,
  stale_point: 10,
};

export interface TrackedPoint {
  latitude: number;
  longitude: number;
  /** The time the point claims (coordinates_created_at). */
  at: Date;
}
export interface ReceivedPoint extends TrackedPoint {
  usingFakeLocation: boolean;
  receivedAt: Date;
}
export interface Evidence {
  kind: FakeLocationEvidenceKind;
  /** Spanish, for the operator. */
  detail: string;
  at: Date;
  latitude: number;
  longitude: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The motion rules between a courier's previous point and the next one (at or after it). */
function motionEvidence(previous: TrackedPoint, point: TrackedPoint): Pick<Evidence, "kind" | "detail"> | null {
  const km = haversineKm(previous, point);
  const seconds = (point.at.getTime() - previous.at.getTime()) / 1000;
  if (km >= JUMP_KM && seconds <= JUMP_SECONDS) return { kind: "jump", detail: MESSAGES.fakeLocationJump(round(km, 1), round(seconds, 0)) };
  if (km < SPEED_MIN_DISTANCE_KM) return null;
  const kmh = (km * 3600) / Math.max(seconds, 1);
  return kmh > MAX_PLAUSIBLE_SPEED_KMH
    ? { kind: "impossible_speed", detail: MESSAGES.fakeLocationSpeed(Math.round(kmh), round(km, 1), round(seconds, 0)) }
    : null;
}

/** The clock rules: a point claims a time long before it arrived, or after it. */
function clockEvidence(point: ReceivedPoint): Pick<Evidence, "kind" | "detail"> | null {
  const minutesLate = (point.receivedAt.getTime() - point.at.getTime()) / 60_000;
  if (minutesLate > STALE_POINT_MINUTES) return { kind: "stale_point", detail: MESSAGES.fakeLocationStale(Math.round(minutesLate)) };
  if (-minutesLate > FUTURE_POINT_MINUTES) return { kind: "future_point", detail: MESSAGES.fakeLocationFuture(Math.round(-minutesLate)) };
  return null;
}

/** The evidence against one point, given the courier's previous point (null: none known). */
export function pointEvidence(point: ReceivedPoint, previous: TrackedPoint | null): Evidence[] {
  const found = [
    point.usingFakeLocation ? { kind: "mock_location" as const, detail: MESSAGES.fakeLocationMock } : null,
    previous && point.at >= previous.at ? motionEvidence(previous, point) : null,
    clockEvidence(point),
  ];
  return found.filter((e) => e !== null).map((e) => ({ ...e, at: point.at, latitude: point.latitude, longitude: point.longitude }));
}

/**
 * A courier's points in the order they were taken, each with its evidence. The motion rules compare each point
 * with the newest one before it (the stored latest point first); a point older than that one (a late batch) is
 * checked only by the flag and the clock.
 */
export function evaluateTrack(previous: TrackedPoint | null, points: ReceivedPoint[]) {
  let last = previous;
  return [...points]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((point) => {
      const evidence = pointEvidence(point, last);
      if (!last || point.at >= last.at) last = point;
      return { point, evidence };
    });
}

export interface CapturePoint {
  latitude: number;
  longitude: number;
  at: string;
}
export type EvidenceCounts = Partial<Record<FakeLocationEvidenceKind, number>>;
/** spec §4: one fake-location capture of a courier, open while `endedAt` is null. */
export interface Capture {
  /** The stored capture's id; undefined for one this evaluation opened. */
  id?: string;
  startedAt: Date;
  endedAt: Date | null;
  lastDetectedAt: Date;
  /** Every fake event, including those that replaced a point. */
  detections: number;
  points: CapturePoint[];
  evidenceCounts: EvidenceCounts;
}

function countEvidence(counts: EvidenceCounts, evidence: Evidence[]): EvidenceCounts {
  const next = { ...counts };
  for (const { kind } of evidence) next[kind] = (next[kind] ?? 0) + 1;
  return next;
}

/**
 * spec §4 capture state machine, for one point: a fake point (one with evidence) opens a capture when none is
 * open, or is added to the open one; a real point (no evidence) closes the open capture. "Replaced": a repeated
 * fake point within CAPTURE_SAME_SPOT_KM of the capture's last point takes that point's place (a phone parked on
 * a fake spot keeps one point with the newest time, while its detections still count), and a capture holding
 * CAPTURE_POINTS_MAX points drops its oldest.
 */
export function nextCapture(open: Capture | null, point: TrackedPoint, evidence: Evidence[]): Capture | null {
  if (evidence.length === 0) return open && { ...open, endedAt: point.at };
  const spot: CapturePoint = { latitude: point.latitude, longitude: point.longitude, at: point.at.toISOString() };
  if (!open)
    return {
      startedAt: point.at,
      endedAt: null,
      lastDetectedAt: point.at,
      detections: 1,
      points: [spot],
      evidenceCounts: countEvidence({}, evidence),
    };
  const last = open.points.at(-1);
  const kept = last && haversineKm(last, point) <= CAPTURE_SAME_SPOT_KM ? open.points.slice(0, -1) : open.points;
  return {
    ...open,
    lastDetectedAt: point.at > open.lastDetectedAt ? point.at : open.lastDetectedAt,
    detections: open.detections + 1,
    points: [...kept, spot].slice(-CAPTURE_POINTS_MAX),
    evidenceCounts: countEvidence(open.evidenceCounts, evidence),
  };
}

/**
 * Runs a courier's evaluated points through the capture machine from the open capture (if any) and answers the
 * captures they touched, oldest first (a capture opened and closed within the batch included), each with the new
 * evidence that fed it.
 */
export function foldCaptures(open: Capture | null, track: ReturnType<typeof evaluateTrack>) {
  const touched: { capture: Capture; evidence: Evidence[] }[] = [];
  let current = open;
  for (const { point, evidence } of track) {
    const next = nextCapture(current, point, evidence);
    if (next === null) continue;
    const entry = touched.at(-1);
    if (entry && current !== null && entry.capture === current) {
      entry.capture = next;
      entry.evidence.push(...evidence);
    } else if (next !== current) {
      touched.push({ capture: next, evidence: [...evidence] });
    }
    current = next.endedAt === null ? next : null;
  }
  return touched;
}

export interface ScoreReason {
  kind: FakeLocationEvidenceKind;
  count: number;
  points: number;
}

/**
 * The 0–100 suspicion score from the evidence kinds seen: each kind adds its weight once and
 * FAKE_LOCATION_REPEAT_WEIGHT per repetition; the reasons say what each kind added, heaviest first.
 */
export function fakeLocationScore(counts: EvidenceCounts): { score: number; reasons: ScoreReason[] } {
  const reasons = FAKE_LOCATION_EVIDENCE_KINDS.flatMap((kind) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [{ kind, count, points: FAKE_LOCATION_WEIGHTS[kind] + FAKE_LOCATION_REPEAT_WEIGHT * (count - 1) }] : [];
  }).sort((a, b) => b.points - a.points);
  return {
    score: Math.min(
      100,
      reasons.reduce((sum, r) => sum + r.points, 0),
    ),
    reasons,
  };
}

/** The evidence counts of several captures together. */
export function sumEvidenceCounts(all: EvidenceCounts[]): EvidenceCounts {
  const total: EvidenceCounts = {};
  for (const counts of all)
    for (const kind of FAKE_LOCATION_EVIDENCE_KINDS) if (counts[kind]) total[kind] = (total[kind] ?? 0) + (counts[kind] ?? 0);
  return total;
}
