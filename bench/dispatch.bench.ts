// `npm run bench:dispatch [-- --out <folder>] [<instance folder>…]`: the dispatch engine (issue 22) replayed on Grubhub's
// Meal Delivery Routing Problem instances (../shared/bench-data/mdrp/README.md) in simulated minutes, through the
// domain's own matching pass, scores and route order. Couriers go on and off duty on their schedule and accept every
// instruction. Each instance's three solution files go to <folder>/<instance>/ (default bench/results/dispatch) and are
// checked against the rules; one table prints the engine beside a plain baseline of the same run and the floor, with
// the floor's busiest hour (how much of the couriers' time its orders' own work takes: near 100 %, orders queue).
// Then two micro-benchmarks: the best of 10,000 online couriers, and one pass of 500 waiting services × 2,000 couriers.
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_DIFFUSION_SETTINGS, type DiffusionSettings, HOLD_MINUTES } from "@despacho/domain";
import { type EngineTuning, replayBaseline, replayEngine } from "./mdrp-dispatchers.js";
import { allInstances, mdrpFolder, readInstance } from "./mdrp-instance.js";
import { percentile } from "./lib-latency.js";
import { busiestHour, floorOf, type Measures, measure } from "./mdrp-measures.js";
import { checkSolution, writeSolution } from "./mdrp-solution.js";
import { runMicroBenchmarks } from "./dispatch-micro.js";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
// npm runs the script inside bench/; paths on the command line are the caller's.
const callerDir = process.env.INIT_CWD ?? process.cwd();

/**
 * The engine as the benchmark runs it: four services a courier and a 10-minute bundle window, no radius to speak of
 * and no working hours (the instances' shifts say who works); a pass every minute with the API's hold (HOLD_MINUTES).
 */
const settings: DiffusionSettings = {
  ...DEFAULT_DIFFUSION_SETTINGS,
  strategy: "nearest",
  radius_km: 99,
  wider_radius_km: 100,
  max_active_services: 4,
  bundle_window_minutes: 10,
  use_working_hours: false,
};
const tuning: EngineTuning = { settings, holdMinutes: HOLD_MINUTES, passEveryMinutes: 1 };
const TARGETS = { clickToDoorOverFloor: 3, readyToPickupMean: 3, costOverFloor: 0.5 };

function parseArguments(argv: string[]) {
  let out = join(repoRoot, "bench/results/dispatch");
  const folders: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--out") out = resolve(callerDir, argv[++i]);
    else folders.push(resolve(callerDir, argv[i]));
  }
  return { out, folders };
}

const pad = (value: string, width: number) => value.padStart(width);
const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? "—" : value.toFixed(digits));

function row(instance: string, who: string, total: number, m: Measures, p99: string, note: string) {
  return [
    instance.padEnd(16),
    who.padEnd(8),
    pad(`${m.delivered}/${total}`, 9),
    pad(fixed(m.clickToDoorMean), 7),
    pad(fixed(m.clickToDoorP90, 0), 6),
    pad(`${fixed(m.overTargetShare * 100)}%`, 7),
    pad(fixed(m.readyToPickupMean), 6),
    pad(`$${fixed(m.costPerOrder, 2)}`, 8),
    pad(`${fixed(m.utilisation * 100, 0)}%`, 5),
    pad(p99, 9),
    ` ${note}`,
  ].join(" ");
}

function misses(engine: Measures, floor: Measures): string {
  const missed: string[] = [];
  // The floor delivers every order some courier can pick up at all (mdrp-measures deliverable).
  if (engine.delivered < floor.delivered) missed.push(`${floor.delivered - engine.delivered} undelivered`);
  if (engine.clickToDoorMean - floor.clickToDoorMean > TARGETS.clickToDoorOverFloor)
    missed.push(`c2d +${fixed(engine.clickToDoorMean - floor.clickToDoorMean)}`);
  if (engine.readyToPickupMean > TARGETS.readyToPickupMean) missed.push(`r2p ${fixed(engine.readyToPickupMean)}`);
  if (engine.costPerOrder - floor.costPerOrder > TARGETS.costOverFloor)
    missed.push(`cost +${fixed(engine.costPerOrder - floor.costPerOrder, 2)}`);
  return missed.length === 0 ? "all targets met" : `missed: ${missed.join(", ")}`;
}

async function main() {
  const { out, folders } = parseArguments(process.argv.slice(2));
  const instances = folders.length > 0 ? folders : await allInstances(mdrpFolder(repoRoot));
  console.log(`Dispatch engine on ${instances.length} MDRP instance(s); solutions in ${out}`);
  console.log(
    "instance         who      delivered c2d avg c2d90  >40min  r2p    $/order util  pass p99  (c2d: click-to-door, r2p: ready-to-pickup, minutes)",
  );
  for (const folder of instances) {
    const instance = await readInstance(folder);
    const total = instance.orders.length;
    const engine = replayEngine(instance, tuning);
    const baseline = replayBaseline(instance);
    const floor = floorOf(instance);
    const target = join(out, instance.name);
    await writeSolution(target, instance, engine.fleet);
    const problems = await checkSolution(target, instance);
    const engineMeasures = measure(instance, engine.fleet);
    const p99 = `${fixed(
      percentile(
        [...engine.passMs].sort((a, b) => a - b),
        99,
      ),
      2,
    )} ms`;
    const checked = problems.length === 0 ? "solution follows the rules" : `${problems.length} rule breaks, e.g. ${problems[0]}`;
    console.log(row(instance.name, "engine", total, engineMeasures, p99, `${misses(engineMeasures, floor)}; ${checked}`));
    console.log(row("", "baseline", total, measure(instance, baseline.fleet), "", ""));
    const peak = busiestHour(instance);
    console.log(
      row(
        "",
        "floor",
        total,
        floor,
        "",
        `busiest hour ${peak.hour}: its orders' floor work is ${fixed(peak.share * 100, 0)}% of courier time`,
      ),
    );
  }
  runMicroBenchmarks();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
