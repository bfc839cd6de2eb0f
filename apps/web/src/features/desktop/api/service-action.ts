import { serviceDetailSchema, type Service } from "@despacho/domain";
import { apiRequest } from "@despacho/client";

/** The service an action was decided on: its uuid and the version the user saw. */
export type ServiceRef = Pick<Service, "uuid" | "version">;

/**
 * PATCH one action of spec §4 with the version the user saw: when another user changed the
 * service since, the API refuses with 409 SERVICE_CHANGED and the user learns of it.
 */
export const patchServiceAction = ({ uuid, version }: ServiceRef, action: string, body: object = {}) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/${action}/`, serviceDetailSchema, {
    method: "PATCH",
    body: { ...body, expected_version: version },
  });
