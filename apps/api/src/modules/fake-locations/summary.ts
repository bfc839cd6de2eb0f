import { fakeLocationScore, sumEvidenceCounts } from "@despacho/domain";
import type { fakeLocationCaptures } from "../../db/schema/index.js";

type CaptureRow = typeof fakeLocationCaptures.$inferSelect;

/** A courier's standing from its recent captures: detections, the score with its reasons, open or not, last seen. */
export function summarize(captures: CaptureRow[]) {
  const { score, reasons } = fakeLocationScore(sumEvidenceCounts(captures.map((c) => c.evidenceCounts)));
  const last = captures.reduce<Date | null>((max, c) => (max === null || c.lastDetectedAt > max ? c.lastDetectedAt : max), null);
  return {
    detections: captures.reduce((sum, c) => sum + c.detections, 0),
    score,
    reasons,
    open: captures.some((c) => c.endedAt === null),
    lastDetectedAt: last,
  };
}
