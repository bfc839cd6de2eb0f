import { massiveRowSchema, type MassiveRowData, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { z } from "zod";
import { massiveFileQueryKey, massiveFilesQueryKey } from "./massive-files";

const rowsKey = (file: string) => [...massiveFileQueryKey(file), "rows"] as const;
const rowKey = (row: string) => [...massiveFilesQueryKey, "row", row] as const;

/**
 * The dry run's table, 25 a page in the file's order; only the rows with errors when asked. `state` (the file's
 * status and counts) is part of the key: the table is read again as the confirmation creates the services.
 */
export function useMassiveRows(file: string, page: number, onlyInvalid: boolean, state: string | null) {
  return useQuery({
    queryKey: [...rowsKey(file), page, onlyInvalid, state],
    queryFn: ({ signal }) =>
      apiRequest(`/massive-load/${encodeURIComponent(file)}/rows/`, pageSchema(massiveRowSchema), {
        query: { limit: PAGE_SIZE.default, page: page + 1, invalid: onlyInvalid ? "true" : undefined },
        signal,
      }),
    enabled: state !== null,
    placeholderData: (previous) => previous,
  });
}

export function useMassiveRow(row: string | undefined) {
  return useQuery({
    queryKey: rowKey(row ?? ""),
    queryFn: ({ signal }) => apiRequest(`/massive-load/rows/${encodeURIComponent(row ?? "")}/`, massiveRowSchema, { signal }),
    enabled: Boolean(row),
  });
}

/** Add (no row) or edit one row of the file: the server checks it again and answers it with its errors. */
export function useSaveMassiveRow(file: string, row: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: MassiveRowData) =>
      row
        ? apiRequest(`/massive-load/rows/${encodeURIComponent(row)}/`, massiveRowSchema, { method: "PUT", body: data })
        : apiRequest(`/massive-load/${encodeURIComponent(file)}/rows/`, massiveRowSchema, {
            method: "POST",
            body: data,
            headers: { "Idempotency-Key": crypto.randomUUID() },
          }),
    onSuccess: (saved) => {
      queryClient.setQueryData(rowKey(saved.uuid), saved);
      return queryClient.invalidateQueries({ queryKey: massiveFileQueryKey(file) });
    },
  });
}

export function useRemoveMassiveRow(file: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: string) => apiSend(`/massive-load/rows/${encodeURIComponent(row)}/`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: massiveFileQueryKey(file) }),
  });
}

export function useDropInvalidRows(file: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/massive-load/${encodeURIComponent(file)}/drop-invalid/`, z.object({ removed: z.number() }), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: massiveFileQueryKey(file) }),
  });
}
