import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiSend } from "@shared/api/api-client";

export interface Health {
  clientVersion: string;
  /** Server clock from the Date header, null when absent. */
  serverTime: number | null;
  /** Device clock when the answer arrived. */
  deviceTime: number;
}

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  const [{ data, headers }, { healthSchema }] = await Promise.all([apiSend("/health", { auth: false, signal }), import("./health-schema")]);
  const date = Date.parse(headers.get("Date") ?? "");
  return {
    clientVersion: healthSchema.parse(data).client_version,
    serverTime: Number.isNaN(date) ? null : date,
    deviceTime: Date.now(),
  };
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ["health"],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 5 * 60_000,
    meta: { handles: ["network", "server", "http", "not-found"] },
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
