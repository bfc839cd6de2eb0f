import { serviceListSchema } from "@despacho/domain";
import { apiRequest } from "@despacho/client";

/**
 * The services a batch of socket events named, in one read. The ids go sorted: desks of a
 * headquarter that heard the same events ask the same address and share the server's answer.
 */
export const getServicesByIds = (uuids: string[]) =>
  apiRequest("/services/", serviceListSchema, { query: { uuid__in: [...uuids].sort().join(","), limit: uuids.length } });
