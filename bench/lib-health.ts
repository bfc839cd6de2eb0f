// /api/health measured while the API is busy (issue 21): the searches and the prober run in a worker thread, off the
// event loop of the app under test (which runs in the benchmark's own process), as autocannon does.
import { once } from "node:events";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";

// Sends every search at once and asks /api/health one call after another until they are all answered; answers every
// health latency, the health calls not answered 200, the searches not answered 200 and how long the searches took.
const PROBER = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, paths, headers } = workerData;
(async () => {
  const begun = performance.now();
  let searching = true;
  let searchFailures = 0;
  const searches = Promise.all(
    paths.map(async (path) => {
      const response = await fetch(url + path, { headers });
      await response.arrayBuffer();
      if (!response.ok) searchFailures += 1;
    }),
  ).finally(() => { searching = false; });
  const latencies = [];
  let failures = 0;
  while (searching) {
    const asked = performance.now();
    const response = await fetch(url + "/api/health");
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - asked);
    else failures += 1;
  }
  await searches;
  parentPort.postMessage({ latencies, failures, searchFailures, loadMs: performance.now() - begun });
})();
`;

export interface HealthUnderLoad {
  p99Ms: number;
  maxMs: number;
  calls: number;
  /** Health answers other than 200 (503: the database did not answer in time). */
  failures: number;
  /** Searches answered other than 200. */
  searchFailures: number;
  /** From the first search sent to the last one answered. */
  loadMs: number;
  /** The app's event-loop delay while the load ran: how long anything, health included, waited for its turn. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : Number.NaN;

/** /api/health of `url` asked again and again while the GETs of `paths` (with `headers`), sent all at once, are answered. */
export async function healthWhileSearching(url: string, paths: string[], headers: Record<string, string>): Promise<HealthUnderLoad> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const worker = new Worker(PROBER, { eval: true, workerData: { url, paths, headers } });
  const [answer] = (await once(worker, "message")) as [{ latencies: number[]; failures: number; searchFailures: number; loadMs: number }];
  loop.disable();
  await worker.terminate();
  const latencies = answer.latencies.sort((a, b) => a - b);
  return {
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    calls: latencies.length,
    failures: answer.failures,
    searchFailures: answer.searchFailures,
    loadMs: answer.loadMs,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
  };
}
