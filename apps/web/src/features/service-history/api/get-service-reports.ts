import { PAGE_SIZE, pageSchema, serviceReportSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export const getServiceReports = (signal?: AbortSignal) =>
  apiRequest("/services/report-csv/", pageSchema(serviceReportSchema), { query: { limit: PAGE_SIZE.reports }, signal });

export const serviceReportsQueryKey = ["service-reports"] as const;

export const serviceReportsQueryOptions = () =>
  queryOptions({ queryKey: serviceReportsQueryKey, queryFn: ({ signal }) => getServiceReports(signal), staleTime: 0 });

/** Polls while `waitingFor` (a report uuid) is queued or running. */
export function useServiceReports(waitingFor: string | null) {
  return useQuery({
    ...serviceReportsQueryOptions(),
    enabled: Boolean(waitingFor),
    refetchInterval: (query) => {
      const report = query.state.data?.results.find((r) => r.uuid === waitingFor);
      return waitingFor && (!report || report.status === "queued" || report.status === "running") ? 1000 : false;
    },
  });
}
