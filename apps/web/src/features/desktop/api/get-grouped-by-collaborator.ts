import { collaboratorGroupSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";

const groupedSchema = z.object({ results: z.array(collaboratorGroupSchema) });
export type CollaboratorGroup = z.infer<typeof collaboratorGroupSchema>;

/** Active services per courier (messengers mode). */
export const getGroupedByCollaborator = (signal?: AbortSignal) =>
  apiRequest("/services/grouped-by-collaborator/", groupedSchema, { signal });

export const groupedByCollaboratorQueryKey = [...servicesQueryKey, "grouped-by-collaborator"] as const;

export const groupedByCollaboratorQueryOptions = () =>
  queryOptions({ queryKey: groupedByCollaboratorQueryKey, queryFn: ({ signal }) => getGroupedByCollaborator(signal) });

export function useGroupedByCollaborator(enabled = true) {
  return useQuery({ ...groupedByCollaboratorQueryOptions(), enabled });
}
