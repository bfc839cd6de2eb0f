import { MESSAGES, serviceFileSchema } from "@despacho/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@shared/api/api-client";
import { notify } from "@shared/ui/toast-store";
import { serviceItemQueryKey } from "./service-keys";

const filesSchema = z.object({ results: z.array(serviceFileSchema) });
export type ServiceFile = z.infer<typeof serviceFileSchema>;

// GET lists, PATCH (multipart) adds: one endpoint, /services/{id}/attach-file/.
export const getAttachedFiles = (uuid: string, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/attach-file/`, filesSchema, { signal });

export function attachFile({ uuid, file }: { uuid: string; file: File }) {
  const body = new FormData();
  body.set("name", file.name.slice(0, 150));
  body.set("file", file);
  return apiRequest(`/services/${encodeURIComponent(uuid)}/attach-file/`, serviceFileSchema, { method: "PATCH", body });
}

export const attachedFilesQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...serviceItemQueryKey(uuid), "files"], queryFn: ({ signal }) => getAttachedFiles(uuid, signal) });

export function useAttachedFiles(uuid: string) {
  return useQuery(attachedFilesQueryOptions(uuid));
}

export function useAttachFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachFile,
    onSuccess: (_file, { uuid }) => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: attachedFilesQueryOptions(uuid).queryKey });
    },
  });
}
