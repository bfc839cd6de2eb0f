import {
  courierStatsListSchema,
  servicesBreakdownSchema,
  servicesByDaySchema,
  servicesByMonthSchema,
  servicesCompareSchema,
  topCouriersSchema,
} from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@despacho/client";
import type { Period } from "./payroll";

const statisticsKey = ["statistics"] as const;
const read = <S extends z.ZodType>(path: string, schema: S, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...statisticsKey, path, query],
    queryFn: ({ signal }): Promise<z.infer<S>> => apiRequest(path, schema, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** /report-services: each day of a month (YYYY-MM). */
export const useServicesByDay = (month: string) => useQuery(read("/statistics/services/daily/", servicesByDaySchema, { month }));
/** /report-services: each month of a year (the annual view). */
export const useServicesByMonth = (year: number) => useQuery(read("/statistics/services/monthly/", servicesByMonthSchema, { year }));
/** /report-services: two months side by side. */
export const useServicesCompare = (first: string, second: string) =>
  useQuery(read("/statistics/services/compare/", servicesCompareSchema, { first, second }));
/** /report-services: by service type and payment method in the period. */
export const useServicesBreakdown = (period: Period) => useQuery(read("/statistics/services/breakdown/", servicesBreakdownSchema, period));
/** /report-messengers: each courier's figures in the period. */
export const useCourierStats = (period: Period) => useQuery(read("/statistics/messengers/", courierStatsListSchema, period));
/** /report-messengers: the top couriers of each day of the month and of the month. */
export const useTopCouriers = (month: string) => useQuery(read("/statistics/messengers/top/", topCouriersSchema, { month }));
