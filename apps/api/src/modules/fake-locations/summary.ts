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

/** The items by key, in first-seen order (Map.groupBy, which Node 20 lacks). */
export function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
