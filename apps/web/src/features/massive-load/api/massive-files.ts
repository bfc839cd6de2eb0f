import { massiveFileSchema, PAGE_SIZE, pageSchema, type MassiveFile } from "@despacho/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "@despacho/client";

export const massiveFilesQueryKey = ["massive-files"] as const;
export const massiveFileQueryKey = (uuid: string) => [...massiveFilesQueryKey, "item", uuid] as const;

const running = (file: MassiveFile | undefined) => file?.status === "validating" || file?.status === "confirming";

export const getMassiveFiles = (page: number, signal?: AbortSignal) =>
  apiRequest("/massive-load/", pageSchema(massiveFileSchema), { query: { limit: PAGE_SIZE.default, page: page + 1 }, signal });

/** The files kept with their outcome, newest first; polled while one of them is being read or created. */
export function useMassiveFiles(page: number) {
  return useQuery({
    queryKey: [...massiveFilesQueryKey, "list", page],
    queryFn: ({ signal }) => getMassiveFiles(page, signal),
    refetchInterval: (query) => (query.state.data?.results.some(running) ? 1000 : false),
  });
}

export const massiveFileQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: massiveFileQueryKey(uuid),
    queryFn: ({ signal }) => apiRequest(`/massive-load/${encodeURIComponent(uuid)}/`, massiveFileSchema, { signal }),
  });

/** One file; polled while its job runs, so the progress bar moves. */
export function useMassiveFile(uuid: string) {
  return useQuery({ ...massiveFileQueryOptions(uuid), refetchInterval: (query) => (running(query.state.data) ? 700 : false) });
}

export function useUploadMassiveFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("name", file.name.slice(0, 150));
      form.append("file", file);
      return apiRequest("/massive-load/", massiveFileSchema, { method: "POST", body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: massiveFilesQueryKey }),
  });
}

/** spec §2.2 /massive-load/{id}/confirm: queues the creation; a second call creates nothing. */
export function useConfirmMassiveFile(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/massive-load/${encodeURIComponent(uuid)}/confirm/`, massiveFileSchema, { method: "POST" }),
    onSuccess: (file) => {
      queryClient.setQueryData(massiveFileQueryKey(uuid), file);
      return queryClient.invalidateQueries({ queryKey: massiveFilesQueryKey });
    },
  });
}

/** The template with Spanish headers and an example row, as a file. */
export async function downloadTemplate(format: "csv" | "xlsx") {
  const { blob, filename } = await apiDownload("/massive-load/template/", { query: { format } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? `plantilla-carga-masiva.${format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
