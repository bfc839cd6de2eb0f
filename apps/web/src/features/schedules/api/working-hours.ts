import { MESSAGES, PAGE_SIZE, pageSchema, type WorkingHourInput, workingHourSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { useHoursMutation } from "./use-hours-mutation";

// The headquarter's weekly hours (/api/working-hours/): the list, save (add or change) and delete.

const key = ["working-hours"] as const;

export const workingHoursQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...key, { page }],
    queryFn: ({ signal }) =>
      apiRequest("/working-hours/", pageSchema(workingHourSchema), {
        query: { limit: PAGE_SIZE.workingHours, offset: page * PAGE_SIZE.workingHours },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useWorkingHours = (page: number) => useQuery(workingHoursQueryOptions(page));

export const saveWorkingHour = ({ id, ...input }: WorkingHourInput & { id?: string }) =>
  id
    ? apiRequest(`/working-hours/${encodeURIComponent(id)}/`, workingHourSchema, { method: "PATCH", body: input })
    : apiRequest("/working-hours/", workingHourSchema, { method: "POST", body: input });

export const useSaveWorkingHour = () => useHoursMutation(saveWorkingHour, key, (input) => (input.id ? MESSAGES.updated : MESSAGES.added));

export const useDeleteWorkingHour = () =>
  useHoursMutation(
    (id: string) => apiSend(`/working-hours/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    key,
    () => MESSAGES.deleted,
  );
