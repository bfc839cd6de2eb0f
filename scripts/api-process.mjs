// How the API's process runs wherever it is a server of its own (npm start, the benchmarks' API nodes): its memory
// settings, measured with 2,000 desk sockets after the benchmark's list and creation loads (decision 058).
// - V8: the old generation may grow by half its live size before a full collection. By default the factor is picked
//   from the collector's speed, up to four times: ~170 MB of a 60 MB live heap under load, kept after it.
// - glibc: two malloc arenas instead of up to eight a core. A thread that allocates under contention gets an arena of
//   its own, whose pages stay with the process after the load. A MALLOC_ARENA_MAX set by the caller wins.

/** The flags given to node before the API's script. */
export const API_NODE_FLAGS = ["--heap-growing-percent=50"];

/** The variables added to the API process's environment. */
export function apiProcessEnv() {
  return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
}
