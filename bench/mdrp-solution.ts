// The three solution files the instances' evaluator reads (README "Solution files"), and a check of what was written
// against the problem's rules, read back from those files.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { travelMinutes } from "@despacho/domain";
import type { Fleet } from "./mdrp-fleet.js";
import type { Instance } from "./mdrp-instance.js";

const lines = (header: string, rows: string[]) => `${[header, ...rows].join("\n")}\n`;

export async function writeSolution(folder: string, instance: Instance, fleet: Fleet): Promise<void> {
  await mkdir(folder, { recursive: true });
  const assignments = fleet.assignments.map((a) => [a.time, a.pickup, a.courier, ...a.orders].join(" "));
  const orders = instance.orders.map((o) => {
    const outcome = fleet.outcomes.get(o.id);
    const times = outcome ? [outcome.pickup, outcome.dropoff, outcome.courier] : ["NaN", "NaN", "NaN"];
    return [o.id, o.placement, o.restaurant, o.x, o.y, o.ready, ...times].join(" ");
  });
  const moves = [...fleet.moves]
    .sort((a, b) => a.courier.localeCompare(b.courier, "en", { numeric: true }) || a.departure - b.departure)
    .map((m) => [m.courier, m.departure, m.origin, m.destination].join(" "));
  await writeFile(join(folder, "solution_info_assignments.txt"), lines("assignment_time pickup_time courier order", assignments));
  await writeFile(
    join(folder, "solution_info_orders.txt"),
    lines("order placement_time restaurant x y ready_time pickup_time dropoff_time courier", orders),
  );
  await writeFile(join(folder, "solution_info_couriers.txt"), lines("courier departure_time origin destination", moves));
}

const table = async (path: string) =>
  (await readFile(path, "utf8"))
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(" "));

/** The rules the written solution breaks, one line each (none: an empty list). */
export async function checkSolution(folder: string, instance: Instance): Promise<string[]> {
  const { parameters, travel } = instance;
  const problems: string[] = [];
  const orders = new Map(instance.orders.map((o) => [o.id, o]));
  const couriers = new Map(instance.couriers.map((c) => [c.id, c]));
  const dropoffs = new Map((await table(join(folder, "solution_info_orders.txt"))).map((r) => [r[0], Number(r[7])]));
  const seen = new Set<string>();
  const byCourier = new Map<string, { pickup: number; ids: string[] }[]>();
  for (const [time, pickupText, courierId, ...ids] of await table(join(folder, "solution_info_assignments.txt"))) {
    const pickup = Number(pickupText);
    const courier = couriers.get(courierId)!;
    if (pickup < courier.on || pickup > courier.off) problems.push(`${courierId} picks up at ${pickup}, off duty`);
    for (const id of ids) {
      const order = orders.get(id)!;
      if (seen.has(id)) problems.push(`${id} assigned twice`);
      seen.add(id);
      if (Number(time) < order.placement) problems.push(`${id} assigned at ${time}, before its placement ${order.placement}`);
      if (pickup < order.ready) problems.push(`${id} picked up at ${pickup}, before ready ${order.ready}`);
      const restaurant = instance.restaurants.get(order.restaurant)!;
      const earliest = pickup + parameters.pickupService / 2 + travelMinutes(travel, restaurant, order) + parameters.dropoffService / 2;
      if ((dropoffs.get(id) ?? Number.NaN) < earliest) problems.push(`${id} dropped off at ${dropoffs.get(id)}, before ${earliest}`);
    }
    byCourier.set(courierId, [...(byCourier.get(courierId) ?? []), { pickup, ids }]);
  }
  for (const [courierId, trips] of byCourier) {
    trips.sort((a, b) => a.pickup - b.pickup);
    for (let i = 1; i < trips.length; i++) {
      const last = trips[i - 1].ids.reduce((a, b) => ((dropoffs.get(a) ?? 0) >= (dropoffs.get(b) ?? 0) ? a : b));
      const restaurant = instance.restaurants.get(orders.get(trips[i].ids[0])!.restaurant)!;
      const free = (dropoffs.get(last) ?? 0) + parameters.dropoffService / 2;
      const earliest = free + travelMinutes(travel, orders.get(last)!, restaurant) + parameters.pickupService / 2;
      if (trips[i].pickup < earliest) problems.push(`${courierId} picks up at ${trips[i].pickup}, cannot be there before ${earliest}`);
    }
  }
  return problems;
}
