import { z } from "zod";
import { proofRulesSchema } from "../couriers/proof.js";
import { serviceSchema } from "./service.js";

/** GET /api/courier/services/: a service as its courier reads it, with what its type asks at each step (issue 24). */
export const courierServiceSchema = serviceSchema.extend({
  proof_rules: proofRulesSchema,
  /**
   * issue 22 bundling: its drop-off's place in the courier's route when it took it with others of the same origin
   * (`uuid`: the bundle's, shared by the services taken together).
   */
  order: z.object({ uuid: z.string().uuid(), stop: z.number().int(), stops: z.number().int() }).nullable(),
});
export type CourierService = z.infer<typeof courierServiceSchema>;

/** GET /api/services/{id}/completion-data/: what the courier's finish and pickup stored, for the desk's detail. */
export const completionDataSchema = z.object({
  completion_data: z.record(z.string(), z.unknown()).nullable(),
  pickup_data: z.record(z.string(), z.unknown()).nullable(),
  finished_at: z.string().nullable(),
});
export type CompletionData = z.infer<typeof completionDataSchema>;
