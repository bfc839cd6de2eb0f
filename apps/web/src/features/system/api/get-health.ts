import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiSend, invalidResponseError } from "@despacho/client";

export interface Health {
  clientVersion: string;
  /** Server clock from the Date header, null when absent. */
  serverTime: number | null;
  /** Device clock when the answer arrived. */
  deviceTime: number;
}

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  const { data, headers } = await apiSend("/health", { auth: false, signal });
  // The one field the web reads, checked by hand: a schema here would bring zod to /login.
  const clientVersion = (data as { client_version?: unknown } | null)?.client_version;
  if (typeof clientVersion !== "string") throw invalidResponseError();
  const date = Date.parse(headers.get("Date") ?? "");
  return {
    clientVersion,
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
