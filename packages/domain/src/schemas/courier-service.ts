import type { z } from "zod";
import { proofRulesSchema } from "../couriers/proof.js";
import { serviceSchema } from "./service.js";

/** GET /api/courier/services/: a service as its courier reads it, with what its type asks at each step (issue 24). */
export const courierServiceSchema = serviceSchema.extend({ proof_rules: proofRulesSchema });
export type CourierService = z.infer<typeof courierServiceSchema>;
