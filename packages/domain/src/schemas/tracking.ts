import { z } from "zod";
import { serviceStatusSchema } from "../services/status-schema.js";
import { RATING_MAX, RATING_MIN, TRACKING_MESSAGES } from "../tracking/rules.js";
import { publicTokenSchema } from "./link-service.js";

// spec §2.4 tracking page: its public calls (the rules are in tracking/rules.ts).
export const trackingParamsSchema = z.object({ token: publicTokenSchema }).strict();
export const trackingRatingSchema = z
  .object({
    rating: z
      .number({ error: TRACKING_MESSAGES.rating })
      .min(RATING_MIN, { error: TRACKING_MESSAGES.rating })
      .max(RATING_MAX, { error: TRACKING_MESSAGES.rating })
      .multipleOf(RATING_MIN, { error: TRACKING_MESSAGES.rating }),
  })
  .strict();

export const trackingSchema = z.object({
  consecutive: z.number().int(),
  status: serviceStatusSchema,
  timeline: z.array(z.object({ status: serviceStatusSchema, at: z.string() })),
  origin: z.string(),
  destinations: z.array(z.string()),
  courier: z
    .object({ name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable(), located_at: z.string().nullable() })
    .nullable(),
  eta_minutes: z.number().int().nullable(),
  rating: z.number().nullable(),
  can_rate: z.boolean(),
  /** issue 24: the customer's PIN while the service is open, when its type asks the courier for it; else null. */
  pin: z.string().nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;
