import { MutationCache, type Query, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, type ApiErrorKind } from "@despacho/client";
import { showApiError } from "./errors/show-api-error";

interface ErrorMeta extends Record<string, unknown> {
  /** Error kinds the screen shows itself; the shell shows the others. */
  handles?: ApiErrorKind[];
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

function report(error: unknown, meta: ErrorMeta | undefined) {
  if (error instanceof ApiError && meta?.handles?.includes(error.kind)) return;
  showApiError(error);
}

const retry = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ApiError && (error.kind === "network" || error.status === 502 || error.status === 503);

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // A failed background refetch of data already on screen is not worth a dialog.
      onError: (error, query) => query.state.data === undefined && report(error, query.meta),
    }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta) }),
    // networkMode "always": a call made while offline is tried and fails with spec §8 'Error de
    // conexión' instead of waiting, paused, for the network (a paused mutation froze its dialog and
    // ran on reconnect without the user knowing).
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: "always" },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

const notSession = (query: Query) => query.queryKey[0] !== "session";

/**
 * Everything on screen is read again, but the session's own reads (the user, under "session"): after a socket join
 * that may have missed events (the first one too: a service created while the desk loaded), a switch of headquarter,
 * or a new zone that cuts the days elsewhere. A read still on its way is not cancelled (a route or a dialog waiting
 * for it would fail) but read once more when it lands, since it may have started before the change.
 */
export function refetchAllButSession(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const landing = new Set(cache.findAll({ predicate: notSession, fetchStatus: "fetching" }).map((q) => q.queryHash));
  void queryClient.invalidateQueries({ predicate: (q) => notSession(q) && !landing.has(q.queryHash) }, { cancelRefetch: false });
  if (landing.size === 0) return;
  const stop = cache.subscribe(({ type, query }) => {
    if (!landing.has(query.queryHash) || (type !== "removed" && query.state.fetchStatus !== "idle")) return;
    landing.delete(query.queryHash);
    if (type !== "removed") void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    if (landing.size === 0) stop();
  });
}
