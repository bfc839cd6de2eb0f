import { z } from "zod";
import { FAKE_LOCATION_EVIDENCE_KINDS } from "../geo/fake-location.js";

export const fakeLocationEvidenceKindSchema = z.enum(FAKE_LOCATION_EVIDENCE_KINDS);

/** GET /api/fake-locations/: a courier of the headquarter with a capture open or closed recently. */
export const fakeLocationMessengerSchema = z.object({
  id: z.string(),
  image_url: z.string().nullable(),
  full_name: z.string(),
  nickname: z.string(),
  detections: z.number().int(),
  /** 0–100, from the evidence of the recent captures (fakeLocationScore). */
  score: z.number().int(),
  open: z.boolean(),
  last_detected_at: z.string().nullable(),
});
export type FakeLocationMessenger = z.infer<typeof fakeLocationMessengerSchema>;
export const fakeLocationListSchema = z.array(fakeLocationMessengerSchema);

export const fakeLocationPointSchema = z.object({ latitude: z.number(), longitude: z.number(), at: z.string() });
export const fakeLocationCaptureSchema = z.object({
  started_at: z.string(),
  ended_at: z.string().nullable(),
  detections: z.number().int(),
  points: z.array(fakeLocationPointSchema),
});
export const fakeLocationEvidenceSchema = z.object({
  kind: fakeLocationEvidenceKindSchema,
  detail: z.string(),
  at: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type FakeLocationEvidenceRow = z.infer<typeof fakeLocationEvidenceSchema>;
/** What each kind of evidence added to the score. */
export const fakeLocationScoreReasonSchema = z.object({
  kind: fakeLocationEvidenceKindSchema,
  count: z.number().int(),
  points: z.number().int(),
});

/** GET /api/fake-locations/{messenger}/: the courier's recent captures, their evidence and the score's reasons. */
export const fakeLocationDetailSchema = fakeLocationMessengerSchema.extend({
  reasons: z.array(fakeLocationScoreReasonSchema),
  captures: z.array(fakeLocationCaptureSchema),
  evidence: z.array(fakeLocationEvidenceSchema),
});
export type FakeLocationDetail = z.infer<typeof fakeLocationDetailSchema>;
