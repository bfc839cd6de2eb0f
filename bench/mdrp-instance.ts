// An MDRP instance folder (../shared/bench-data/mdrp/README.md): tab-separated files with one header line.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { TravelEstimator } from "@despacho/domain";

export interface Point {
  x: number;
  y: number;
}
export interface Courier extends Point {
  id: string;
  on: number;
  off: number;
}
export interface Order extends Point {
  id: string;
  placement: number;
  restaurant: string;
  ready: number;
}
export interface Parameters {
  metersPerMinute: number;
  pickupService: number;
  dropoffService: number;
  target: number;
  maximum: number;
  payPerOrder: number;
  guaranteedPerHour: number;
}
export interface Instance {
  name: string;
  parameters: Parameters;
  couriers: Courier[];
  orders: Order[];
  restaurants: Map<string, Point>;
  travel: TravelEstimator<Point>;
}

async function rows(folder: string, file: string): Promise<string[][]> {
  const text = await readFile(join(folder, file), "utf8");
  return text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.trim().split(/\s+/));
}

/**
 * The instance's travel rule: ceil(euclidean metres / metres per minute); kilometres for the engine's radius. The
 * millionth of a minute taken off keeps a float just above a whole minute (640 m at 320 m/min) from adding one.
 */
export function mdrpTravel(metersPerMinute: number): TravelEstimator<Point> {
  return {
    km: (a, b) => Math.hypot(a.x - b.x, a.y - b.y) / 1000,
    minutesForKm: (km) => Math.ceil((km * 1000) / metersPerMinute - 1e-6),
  };
}

export async function readInstance(folder: string): Promise<Instance> {
  const [p] = await rows(folder, "instance_parameters.txt");
  const parameters: Parameters = {
    metersPerMinute: Number(p[0]),
    pickupService: Number(p[1]),
    dropoffService: Number(p[2]),
    target: Number(p[3]),
    maximum: Number(p[4]),
    payPerOrder: Number(p[5]),
    guaranteedPerHour: Number(p[6]),
  };
  const couriers = (await rows(folder, "couriers.txt")).map(([id, x, y, on, off]) => ({
    id,
    x: Number(x),
    y: Number(y),
    on: Number(on),
    off: Number(off),
  }));
  const orders = (await rows(folder, "orders.txt")).map(([id, x, y, placement, restaurant, ready]) => ({
    id,
    x: Number(x),
    y: Number(y),
    placement: Number(placement),
    restaurant,
    ready: Number(ready),
  }));
  const restaurants = new Map((await rows(folder, "restaurants.txt")).map(([id, x, y]) => [id, { x: Number(x), y: Number(y) }]));
  return { name: basename(folder), parameters, couriers, orders, restaurants, travel: mdrpTravel(parameters.metersPerMinute) };
}

const MDRP_UNDER = join("shared", "bench-data", "mdrp");

/**
 * The twenty instances' folder: MDRP_DATA when set, else the nearest `shared/bench-data/mdrp` walking up from the
 * repository (../shared beside /work/main as CI has it, and the same for a worktree anywhere below it).
 */
export function mdrpFolder(repoRoot: string): string {
  if (process.env.MDRP_DATA) return process.env.MDRP_DATA;
  for (let dir = repoRoot; ; dir = dirname(dir)) {
    if (existsSync(join(dir, MDRP_UNDER))) return join(dir, MDRP_UNDER);
    if (dirname(dir) === dir) throw new Error(`No ${MDRP_UNDER} above ${repoRoot}; set MDRP_DATA to the instances' folder`);
  }
}

/** Every instance folder in the folder, by name. */
export async function allInstances(folder: string): Promise<string[]> {
  return (await readdir(folder, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => join(folder, d.name))
    .sort();
}
