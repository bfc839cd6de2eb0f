import { serviceReportSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { filterQuery, type ServiceHistoryFilter } from "./get-services";
import { serviceReportsQueryKey } from "./get-service-reports";

// spec §7 report-csv/: POST starts a background job with the list's filters.
export const createServiceReport = (filter: ServiceHistoryFilter) =>
  apiRequest("/services/report-csv/", serviceReportSchema, { method: "POST", body: filterQuery(filter) });

export function useCreateServiceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceReportsQueryKey }),
  });
}
