import { bulkResultSchema } from "@despacho/domain";
import { apiRequest } from "@despacho/client";
import { inChunks } from "./bulk-result";
import { useBulkMutation } from "./use-bulk-mutation";

export const unassignMultiple = ({ services }: { services: string[] }) =>
  inChunks(services, (chunk) =>
    apiRequest("/services/unassign-multiple/", bulkResultSchema, { method: "PATCH", body: { services: chunk } }),
  );

export const useUnassignMultiple = () => useBulkMutation(unassignMultiple);
