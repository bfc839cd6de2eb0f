import { describe, expect, it } from "vitest";
import { haversineKm } from "../services/surcharges.js";
import {
  type Capture,
  evaluateTrack,
  fakeLocationScore,
  foldCaptures,
  nextCapture,
  pointEvidence,
  type ReceivedPoint,
  sumEvidenceCounts,
} from "./fake-location.js";

const at = (time: string) => new Date(`2026-11-25T${time}Z`);
// Parque de la 93 and points north of it along the same meridian (0.01° of latitude ≈ 1.112 km).
const point = (time: string, northKm = 0, extra: Partial<ReceivedPoint> = {}): ReceivedPoint => ({
  latitude: 4.6767 + northKm / 111.195,
  longitude: -74.0483,
  at: at(time),
  usingFakeLocation: false,
  receivedAt: at(time),
  ...extra,
});
const kinds = (p: ReceivedPoint, previous: ReceivedPoint | null) => pointEvidence(p, previous).map((e) => [e.kind, e.detail]);

describe("distance (haversine)", () => {
  it("measures 1 km north as 1 km, and Bogotá to Medellín as 238.7 km", () => {
    expect(haversineKm(point("10:00:00"), point("10:00:00", 1))).toBeCloseTo(1, 3);
    expect(haversineKm({ latitude: 4.711, longitude: -74.0721 }, { latitude: 6.2442, longitude: -75.5812 })).toBeCloseTo(238.7, 1);
  });
});

describe("the rules against one point", () => {
  it("finds nothing in a courier riding at 36 km/h", () => {
    expect(kinds(point("10:00:10", 0.1), point("10:00:00"))).toEqual([]);
  });

  it("takes the phone's mock-location flag as evidence", () => {
    expect(kinds(point("10:00:10", 0, { usingFakeLocation: true }), null)).toEqual([
      ["mock_location", "El teléfono reportó una ubicación simulada"],
    ]);
  });

  it("calls 5 km in 4 seconds a jump, and 5 km in 10 seconds still one", () => {
    expect(kinds(point("10:00:04", 5), point("10:00:00"))).toEqual([["jump", "Salto de 5 km en 4 s"]]);
    expect(kinds(point("10:00:10", 5), point("10:00:00"))).toEqual([["jump", "Salto de 5 km en 10 s"]]);
  });

  it("calls 5 km in one minute (300 km/h) an impossible speed, and 2 km in one minute (120 km/h) plausible", () => {
    expect(kinds(point("10:01:00", 5), point("10:00:00"))).toEqual([["impossible_speed", "Velocidad imposible: 300 km/h (5 km en 60 s)"]]);
    expect(kinds(point("10:01:00", 2), point("10:00:00"))).toEqual([]);
  });

  it("ignores GPS noise: 200 m in one second is not a speed", () => {
    expect(kinds(point("10:00:01", 0.2), point("10:00:00"))).toEqual([]);
  });

  it("does not apply the motion rules to a point older than the previous one (a late batch)", () => {
    expect(kinds(point("09:59:00", 50), point("10:00:00"))).toEqual([]);
  });

  it("flags a point received 25 minutes after its time, not one 10 minutes late", () => {
    expect(kinds(point("10:00:00", 0, { receivedAt: at("10:25:00") }), null)).toEqual([
      ["stale_point", "Punto recibido 25 min después de la hora que indica"],
    ]);
    expect(kinds(point("10:00:00", 0, { receivedAt: at("10:10:00") }), null)).toEqual([]);
  });

  it("flags a point claiming a time 5 minutes ahead of the server, not 2", () => {
    expect(kinds(point("10:05:00", 0, { receivedAt: at("10:00:00") }), null)).toEqual([
      ["future_point", "Punto con hora 5 min adelantada respecto al servidor"],
    ]);
    expect(kinds(point("10:02:00", 0, { receivedAt: at("10:00:00") }), null)).toEqual([]);
  });

  it("keeps where and when the evidence was seen", () => {
    expect(pointEvidence(point("10:00:00", 0, { usingFakeLocation: true }), null)).toEqual([
      {
        kind: "mock_location",
        detail: "El teléfono reportó una ubicación simulada",
        at: at("10:00:00"),
        latitude: 4.6767,
        longitude: -74.0483,
      },
    ]);
  });
});

describe("a courier's track", () => {
  it("checks points in time order against the newest point before each", () => {
    const track = evaluateTrack(point("10:00:00"), [point("10:00:20", 0.1), point("10:00:10", 6), point("10:00:30", 0.2)]);
    expect(track.map(({ point: p, evidence }) => [p.at.toISOString(), evidence.map((e) => e.kind)])).toEqual([
      ["2026-11-25T10:00:10.000Z", ["jump"]],
      ["2026-11-25T10:00:20.000Z", ["jump"]],
      ["2026-11-25T10:00:30.000Z", []],
    ]);
  });
});

describe("the capture of §4", () => {
  const fake = (time: string, northKm = 0) => {
    const p = point(time, northKm, { usingFakeLocation: true });
    return { point: p, evidence: pointEvidence(p, null) };
  };
  const real = (time: string) => ({ point: point(time), evidence: [] });
  const open: Capture = {
    id: "c1",
    startedAt: at("09:00:00"),
    endedAt: null,
    lastDetectedAt: at("09:00:00"),
    detections: 1,
    points: [{ latitude: 4.6767, longitude: -74.0483, at: "2026-11-25T09:00:00.000Z" }],
    evidenceCounts: { mock_location: 1 },
  };

  it("opens on a fake event", () => {
    expect(nextCapture(null, fake("10:00:00").point, fake("10:00:00").evidence)).toEqual({
      startedAt: at("10:00:00"),
      endedAt: null,
      lastDetectedAt: at("10:00:00"),
      detections: 1,
      points: [{ latitude: 4.6767, longitude: -74.0483, at: "2026-11-25T10:00:00.000Z" }],
      evidenceCounts: { mock_location: 1 },
    });
  });

  it("does nothing on a real point when none is open", () => {
    expect(nextCapture(null, real("10:00:00").point, [])).toBeNull();
  });

  it("closes on a later real point", () => {
    expect(nextCapture(open, real("10:00:00").point, [])).toEqual({ ...open, endedAt: at("10:00:00") });
  });

  it("appends a repeated fake event elsewhere, and replaces the last point on one at the same spot", () => {
    const moved = nextCapture(open, fake("10:00:00", 1).point, fake("10:00:00", 1).evidence);
    expect([moved?.detections, moved?.points.length, moved?.evidenceCounts]).toEqual([2, 2, { mock_location: 2 }]);
    const parked = nextCapture(open, fake("10:00:00", 0.01).point, fake("10:00:00", 0.01).evidence);
    expect([parked?.detections, parked?.points.map((p) => p.at), parked?.lastDetectedAt]).toEqual([
      2,
      ["2026-11-25T10:00:00.000Z"],
      at("10:00:00"),
    ]);
  });

  it("folds a batch fake → real → fake into the open capture closed and a new one open", () => {
    const touched = foldCaptures(open, [fake("10:00:00", 1), real("10:00:30"), real("10:00:40"), fake("10:01:00", 2)]);
    expect(touched.map(({ capture, evidence }) => [capture.id, capture.detections, capture.endedAt, evidence.length])).toEqual([
      ["c1", 2, at("10:00:30"), 1],
      [undefined, 1, null, 1],
    ]);
  });

  it("touches nothing when real points come with no capture open", () => {
    expect(foldCaptures(null, [real("10:00:00"), real("10:00:10")])).toEqual([]);
  });
});

describe("the suspicion score", () => {
  it("adds each kind's weight once and 5 per repetition, heaviest first", () => {
    expect(fakeLocationScore({ mock_location: 3, stale_point: 1 })).toEqual({
      score: 70,
      reasons: [
        { kind: "mock_location", count: 3, points: 60 },
        { kind: "stale_point", count: 1, points: 10 },
      ],
    });
  });

  it("stops at 100 and is 0 without evidence", () => {
    expect(fakeLocationScore({ mock_location: 1, jump: 1, impossible_speed: 1 }).score).toBe(100);
    expect(fakeLocationScore({})).toEqual({ score: 0, reasons: [] });
  });

  it("sums the counts of several captures", () => {
    expect(sumEvidenceCounts([{ mock_location: 2 }, { mock_location: 1, jump: 1 }])).toEqual({ mock_location: 3, jump: 1 });
  });
});
