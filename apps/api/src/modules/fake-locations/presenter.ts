import type { FakeLocationDetail, FakeLocationMessenger } from "@despacho/domain";
import type { fakeLocationCaptures, fakeLocationEvidence } from "../../db/schema/index.js";
import type { FakeLocationCourier } from "./queries/captures.js";
import { summarize } from "./summary.js";

type CaptureRow = typeof fakeLocationCaptures.$inferSelect;
type EvidenceRow = typeof fakeLocationEvidence.$inferSelect;

/** A row of the alert's table: the courier and its standing over its recent captures. */
export function presentFakeLocationMessenger(courier: FakeLocationCourier, captures: CaptureRow[]): FakeLocationMessenger {
  const { detections, score, open, lastDetectedAt } = summarize(captures);
  return {
    id: courier.id,
    image_url: courier.imageUrl,
    full_name: `${courier.firstName} ${courier.lastName}`.trim(),
    nickname: courier.username,
    detections,
    score,
    open,
    last_detected_at: lastDetectedAt?.toISOString() ?? null,
  };
}

export function presentFakeLocationDetail(
  courier: FakeLocationCourier,
  captures: CaptureRow[],
  evidence: EvidenceRow[],
): FakeLocationDetail {
  return {
    ...presentFakeLocationMessenger(courier, captures),
    reasons: summarize(captures).reasons,
    captures: captures.map((c) => ({
      started_at: c.startedAt.toISOString(),
      ended_at: c.endedAt?.toISOString() ?? null,
      detections: c.detections,
      points: c.points,
    })),
    evidence: evidence.map((e) => ({
      kind: e.kind,
      detail: e.detail,
      at: e.at.toISOString(),
      latitude: e.latitude,
      longitude: e.longitude,
    })),
  };
}
