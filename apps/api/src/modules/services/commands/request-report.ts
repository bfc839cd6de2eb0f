import type { ServiceFilter } from "@despacho/domain";
import type { Jobs } from "../../../plugins/jobs.js";
import { REPORT_KIND, type ReportPayload } from "../queries/report-csv.js";
import type { Scope } from "../scope.js";

/** Queues the CSV of the services the filters select; the jobs loop writes it (queries/report-csv.ts). */
export function requestReport(jobs: Jobs, scope: Scope, filters: ServiceFilter) {
  return jobs.enqueue({
    kind: REPORT_KIND,
    headquarterId: scope.headquarterId,
    userId: scope.userId ?? undefined,
    payload: { scope, filters } satisfies ReportPayload,
  });
}
