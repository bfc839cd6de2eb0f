import { type AttachFileCase, serviceFileSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { serviceItemQueryKey } from "../services/service-keys";

const filesSchema = z.object({ results: z.array(serviceFileSchema) });
export type ServiceFile = z.infer<typeof serviceFileSchema>;

export interface AttachFileVariables {
  uuid: string;
  file: File;
  /** The creation panel's files: the headquarter's limit for that case applies (spec §3). */
  attachCase?: AttachFileCase;
}

// spec §7 /services/{id}/attach-file/: GET lists, PATCH (multipart) adds.
export const getAttachedFiles = (uuid: string, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/attach-file/`, filesSchema, { signal });

export function attachFile({ uuid, file, attachCase }: AttachFileVariables) {
  const body = new FormData();
  body.set("name", file.name.slice(0, 150));
  if (attachCase) body.set("case", attachCase);
  body.set("file", file);
  return apiRequest(`/services/${encodeURIComponent(uuid)}/attach-file/`, serviceFileSchema, { method: "PATCH", body });
}

export const attachedFilesQueryKey = (uuid: string) => [...serviceItemQueryKey(uuid), "files"] as const;

export const attachedFilesQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: attachedFilesQueryKey(uuid), queryFn: ({ signal }) => getAttachedFiles(uuid, signal) });

export function useAttachedFiles(uuid: string) {
  return useQuery(attachedFilesQueryOptions(uuid));
}
