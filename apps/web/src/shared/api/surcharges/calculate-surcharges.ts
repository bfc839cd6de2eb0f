import { type SurchargeRequest, surchargeBreakdownSchema } from "@despacho/domain";
import { apiRequest } from "@despacho/client";

/** POST /service-types/{id}/calculate-surcharges/ (spec §7): used by creation and by the service detail. */
export const calculateSurcharges = (type: string, body: SurchargeRequest, signal?: AbortSignal) =>
  apiRequest(`/service-types/${encodeURIComponent(type)}/calculate-surcharges/`, surchargeBreakdownSchema, {
    method: "POST",
    body,
    signal,
  });

/** A calculation has no side effect: it is cached per input like a read, under this prefix. */
export const surchargesQueryKey = ["surcharges"] as const;
