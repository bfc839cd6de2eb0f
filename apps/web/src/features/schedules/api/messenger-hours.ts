import {
  type ExcludedHourInput,
  excludedHourSchema,
  MESSAGES,
  type MessengerWorkingHourInput,
  messengerWorkingHourSchema,
  PAGE_SIZE,
  pageSchema,
} from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { useHoursMutation } from "./use-hours-mutation";

// Couriers' weekly hours (/api/messenger-working-hours/) and excluded hours (/api/messenger-excluded-hours/).

const hoursKey = ["messenger-working-hours"] as const;
const excludedKey = ["messenger-excluded-hours"] as const;

export interface CourierHoursParams {
  page: number;
  messenger?: string;
}

const listQuery = ({ page, messenger }: CourierHoursParams) => ({
  limit: PAGE_SIZE.workingHours,
  offset: page * PAGE_SIZE.workingHours,
  messenger,
});

export const useMessengerWorkingHours = (params: CourierHoursParams) =>
  useQuery(
    queryOptions({
      queryKey: [...hoursKey, params],
      queryFn: ({ signal }) =>
        apiRequest("/messenger-working-hours/", pageSchema(messengerWorkingHourSchema), { query: listQuery(params), signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useExcludedHours = (params: CourierHoursParams) =>
  useQuery(
    queryOptions({
      queryKey: [...excludedKey, params],
      queryFn: ({ signal }) =>
        apiRequest("/messenger-excluded-hours/", pageSchema(excludedHourSchema), { query: listQuery(params), signal }),
      placeholderData: keepPreviousData,
    }),
  );

const saveMessengerWorkingHour = ({ id, ...input }: MessengerWorkingHourInput & { id?: string }) =>
  id
    ? apiRequest(`/messenger-working-hours/${encodeURIComponent(id)}/`, messengerWorkingHourSchema, { method: "PATCH", body: input })
    : apiRequest("/messenger-working-hours/", messengerWorkingHourSchema, { method: "POST", body: input });

export const useSaveMessengerWorkingHour = () =>
  useHoursMutation(saveMessengerWorkingHour, hoursKey, (input) => (input.id ? MESSAGES.updated : MESSAGES.added));

export const useDeleteMessengerWorkingHour = () =>
  useHoursMutation(
    (id: string) => apiSend(`/messenger-working-hours/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    hoursKey,
    () => MESSAGES.deleted,
  );

export const useCreateExcludedHour = () =>
  useHoursMutation(
    (input: ExcludedHourInput) => apiRequest("/messenger-excluded-hours/", excludedHourSchema, { method: "POST", body: input }),
    excludedKey,
    () => MESSAGES.added,
  );

export const useDeleteExcludedHour = () =>
  useHoursMutation(
    (id: string) => apiSend(`/messenger-excluded-hours/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    excludedKey,
    () => MESSAGES.deleted,
  );
