import { z } from "zod";
import { dateTimeSchema } from "./common.js";

/**
 * A courier's position, the one definition of its fields: where (degrees), how precise (metres) and how fast (m/s)
 * when the phone knows, whether the phone called it simulated, and when it was taken; as the courier's app sends it.
 */
export const courierLocationPointSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().min(0).max(100_000).nullable().optional(),
    speed: z.number().min(0).max(1_000).nullable().optional(),
    using_fake_location: z.boolean().optional(),
    coordinates_created_at: dateTimeSchema,
  })
  .strict();

/** The same point once stored, as a track's page and the live event carry it: every field present, an unknown one null. */
export const locationPointSchema = z.object(courierLocationPointSchema.shape).required();
export type LocationPoint = z.infer<typeof locationPointSchema>;
