import { LIST_LIMIT_MAX, type Service, serviceListSchema, serviceSchema, type ServiceStatus } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { z } from "zod";

export interface PickFilter {
  statuses: ServiceStatus[];
  q: string;
}

export interface Picked {
  services: Service[];
  /** Identifiers of a pasted list that named no service. */
  missing: string[];
}

/** By filter: the desk's list call (status and text), one page as large as the API gives. */
const byFilter = async ({ statuses, q }: PickFilter): Promise<Picked> => {
  const page = await apiRequest("/services/", serviceListSchema, {
    query: { status__in: statuses.join(",") || undefined, q: q.trim() || undefined, limit: LIST_LIMIT_MAX },
  });
  return { services: page.results, missing: [] };
};

/** By a pasted list of consecutives or internal identifiers. */
const byList = (identifiers: string[]) =>
  apiRequest("/services/lookup/", z.object({ found: z.array(serviceSchema), missing: z.array(z.string()) }), {
    method: "POST",
    body: { identifiers },
  }).then((r): Picked => ({ services: r.found, missing: r.missing }));

export function usePickServices() {
  return useMutation({
    mutationFn: (pick: { filter: PickFilter } | { identifiers: string[] }) =>
      "filter" in pick ? byFilter(pick.filter) : byList(pick.identifiers),
  });
}
