import {
  PAGE_SIZE,
  PAYROLL_MESSAGES,
  type PaymentCancelInput,
  type PayrollQuery,
  payrollCourierDetailSchema,
  payrollEntryWrittenSchema,
  payrollGeneralSchema,
  payrollOperatorsSchema,
} from "@despacho/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";

export const payrollQueryKey = ["payroll"] as const;
export type Period = Pick<PayrollQuery, "from" | "to">;

/** /report-Payroll-general: the couriers' figures in the period, 25 a page (`page` from 0), and the total. */
export const payrollGeneralQueryOptions = (period: Period, page: number, limit: number = PAGE_SIZE.default) =>
  queryOptions({
    queryKey: [...payrollQueryKey, "general", period, page, limit],
    queryFn: ({ signal }) =>
      apiRequest("/payroll/general/", payrollGeneralSchema, { query: { ...period, limit, offset: page * limit }, signal }),
    placeholderData: keepPreviousData,
  });
export const usePayrollGeneral = (period: Period, page: number) => useQuery(payrollGeneralQueryOptions(period, page));

/** One courier's entries in the period (newest first) and its figures. */
export const payrollCourierQueryOptions = (messengerId: string, period: Period, page: number, limit: number = PAGE_SIZE.default) =>
  queryOptions({
    queryKey: [...payrollQueryKey, "courier", messengerId, period, page, limit],
    queryFn: ({ signal }) =>
      apiRequest(`/payroll/general/${encodeURIComponent(messengerId)}/`, payrollCourierDetailSchema, {
        query: { ...period, limit, offset: page * limit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const usePayrollCourier = (messengerId: string, period: Period, page: number) =>
  useQuery(payrollCourierQueryOptions(messengerId, period, page));

/** /report-Payroll-operators. */
export const usePayrollOperators = (period: Period) =>
  useQuery({
    queryKey: [...payrollQueryKey, "operators", period],
    queryFn: ({ signal }) => apiRequest("/payroll/operators/", payrollOperatorsSchema, { query: period, signal }),
    placeholderData: keepPreviousData,
  });

/** Cancels a payment: its amount goes back to the courier's balance; every payroll figure is read again. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: PaymentCancelInput & { id: string }) =>
      apiRequest(`/payroll/payments/${encodeURIComponent(id)}/cancel/`, payrollEntryWrittenSchema, { method: "POST", body: input }),
    onSuccess: () => {
      notify.success(PAYROLL_MESSAGES.cancelled);
      return queryClient.invalidateQueries({ queryKey: payrollQueryKey });
    },
  });
}
