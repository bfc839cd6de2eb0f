// /api/health measured while the API is busy (issue 21): the searches and the prober run in a worker thread, off the
// event loop of the app under test (which runs in the benchmark's own process), as autocannon does.
import { once } from "node:events";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { percentile } from "./lib-latency.js";

// Sends every search at once and asks /api/health one call after another until they are all answered, `bursts` times
// after one burst unmeasured (the app's first requests compile its code and open its pool's connections: a warm-up, as
// every benchmark here has); answers every health latency of the measured bursts (and which were a burst's first call),
// the health calls not answered 200, the searches not answered 200 and how long the measured bursts took.
const PROBER = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, paths, headers, bursts } = workerData;
async function burst(latencies, firsts, counts) {
  let searching = true;
  let first = true;
  const searches = Promise.all(
    paths.map(async (path) => {
      const response = await fetch(url + path, { headers });
      await response.arrayBuffer();
      if (!response.ok) counts.searchFailures += 1;
    }),
  ).finally(() => { searching = false; });
  while (searching) {
    const asked = performance.now();
    const response = await fetch(url + "/api/health");
    await response.arrayBuffer();
    if (response.ok) (first ? firsts : latencies).push(performance.now() - asked);
    else counts.failures += 1;
    first = false;
  }
  await searches;
}
(async () => {
  await burst([], [], { failures: 0, searchFailures: 0 });
  parentPort.postMessage("warm");
  const begun = performance.now();
  const latencies = [];
  const firsts = [];
  const counts = { failures: 0, searchFailures: 0 };
  for (let i = 0; i < bursts; i++) await burst(latencies, firsts, counts);
  parentPort.postMessage({ latencies, firsts, ...counts, loadMs: performance.now() - begun });
})();
`;

export interface HealthUnderLoad {
  p99Ms: number;
  maxMs: number;
  calls: number;
  /**
   * The slowest first call of a burst and the p99 of the others: a burst's first call waits behind the 200 searches'
   * arrival (parsed, authenticated and validated as they come, before any waits its turn), the others do not.
   */
  firstCallMaxMs: number;
  othersP99Ms: number;
  /** Health answers other than 200 (503: the database did not answer in time). */
  failures: number;
  /** Searches answered other than 200. */
  searchFailures: number;
  /** How many bursts of searches were measured (after one unmeasured). */
  bursts: number;
  /** From the first search of the first measured burst sent to the last one of the last burst answered. */
  loadMs: number;
  /** The app's event-loop delay while the load ran: how long anything, health included, waited for its turn. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** How many bursts are measured unless said. */
const BURSTS = 5;

/**
 * /api/health of `url` asked again and again while the GETs of `paths` (with `headers`), sent all at once, are answered,
 * `bursts` times after one burst unmeasured.
 */
export async function healthWhileSearching(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  bursts = BURSTS,
): Promise<HealthUnderLoad> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const worker = new Worker(PROBER, { eval: true, workerData: { url, paths, headers, bursts } });
  await once(worker, "message");
  loop.reset();
  const [answer] = (await once(worker, "message")) as [
    { latencies: number[]; firsts: number[]; failures: number; searchFailures: number; loadMs: number },
  ];
  loop.disable();
  await worker.terminate();
  const others = answer.latencies.sort((a, b) => a - b);
  const latencies = [...answer.firsts, ...others].sort((a, b) => a - b);
  return {
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    calls: latencies.length,
    firstCallMaxMs: Math.max(...answer.firsts),
    othersP99Ms: percentile(others, 99),
    failures: answer.failures,
    searchFailures: answer.searchFailures,
    bursts,
    loadMs: answer.loadMs,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
  };
}
