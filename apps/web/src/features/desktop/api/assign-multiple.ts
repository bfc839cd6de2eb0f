import { bulkResultSchema } from "@despacho/domain";
import { apiRequest } from "@despacho/client";
import { inChunks } from "./bulk-result";
import { useBulkMutation } from "./use-bulk-mutation";

export const assignMultiple = ({ services, messenger }: { services: string[]; messenger: string }) =>
  inChunks(services, (chunk) =>
    apiRequest("/services/assign-multiple/", bulkResultSchema, { method: "PATCH", body: { services: chunk, messenger } }),
  );

export const useAssignMultiple = () => useBulkMutation(assignMultiple);
