// The engine's speed on the map, with the API's estimate (great-circle kilometres at 20 km/h): the best courier for a
// new service among 10,000 online (budget p99 ≤ 5 ms), and one pass of 500 waiting services over 2,000 free couriers
// (budget p99 ≤ 200 ms). The first run of each is reported apart: it pays for the JIT compiling the engine.
import { availableParallelism, loadavg } from "node:os";
import {
  bestCandidate,
  type Coordinates,
  DEFAULT_DIFFUSION_SETTINGS,
  type DispatchCandidate,
  type DispatchService,
  haversineTravel,
  matchPass,
} from "@despacho/domain";
import { percentile } from "./lib-latency.js";

const travel = haversineTravel(20);
const settings = { ...DEFAULT_DIFFUSION_SETTINGS, radius_km: 8, max_active_services: 3 };
// A seeded generator, so every run weighs the same city.
let seed = 22;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const bogota = (): Coordinates => ({ latitude: 4.55 + random() * 0.2, longitude: -74.2 + random() * 0.15 });

function couriers(count: number): DispatchCandidate<Coordinates>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    name: `Colaborador ${i}`,
    position: bogota(),
    free_at: random() < 0.7 ? 0 : random() * 20,
    active_services: random() < 0.6 ? 0 : 1,
    online: random() > 0.02,
    blocked: random() < 0.01,
    working: random() > 0.05,
    shift_ends_at: null,
    idle_since: random() < 0.7 ? random() * 30 : null,
    rating: 3 + random() * 2,
    queue_position: null,
    priority_group: null,
    service_type_ids: null,
    trip: null,
  }));
}

function services(count: number): DispatchService<Coordinates>[] {
  const stores = Array.from({ length: 120 }, bogota);
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    origin: stores[i % stores.length],
    destination: bogota(),
    origin_key: `store-${i % stores.length}`,
    ready_at: random() * 15,
    type_id: null,
  }));
}

interface Timing {
  /** The first run, before the JIT has compiled the engine: what a freshly started API node pays once. */
  coldCpu: number;
  wallP99: number;
  cpuP99: number;
}

/**
 * Wall time and the process's own CPU time of each run after the first (a running API node is warm), and the first
 * run's CPU apart: on a shared machine the CPU time tells what the engine costs. Enough runs that p99 is not the worst.
 */
function timeIt(runs: number, body: () => void): Timing {
  const wall: number[] = [];
  const cpu: number[] = [];
  let coldCpu = Number.NaN;
  for (let i = 0; i <= runs; i++) {
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    body();
    const used = process.cpuUsage(cpuBefore);
    if (i === 0) {
      coldCpu = (used.user + used.system) / 1000;
      continue;
    }
    wall.push(performance.now() - began);
    cpu.push((used.user + used.system) / 1000);
  }
  const p99 = (values: number[]) =>
    percentile(
      values.sort((a, b) => a - b),
      99,
    );
  return { coldCpu, wallP99: p99(wall), cpuP99: p99(cpu) };
}

const report = (timing: Timing, budget: number) =>
  `p99 ${timing.wallP99.toFixed(2)} ms wall, ${timing.cpuP99.toFixed(2)} ms CPU (budget ${budget} ms; first run ${timing.coldCpu.toFixed(2)} ms CPU; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`;

export function runMicroBenchmarks() {
  const online = couriers(10_000);
  const context = { now: 0, travel, use_working_hours: true, settings, size: 1, radius_km: settings.radius_km };
  const fresh = services(1_000);
  let i = 0;
  const best = timeIt(1_000, () => bestCandidate(fresh[i++ % fresh.length], online, context));
  console.log(`Best courier for a new service among 10,000 online: ${report(best, 5)}`);
  const free = couriers(2_000).map((c) => ({ ...c, free_at: 0, active_services: 0 }));
  const waiting = services(500);
  const pass = timeIt(100, () => matchPass({ now: 0, services: waiting, candidates: free, settings, travel }));
  console.log(`One pass, 500 waiting services × 2,000 free couriers: ${report(pass, 200)}`);
}
