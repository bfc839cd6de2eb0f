// The README's measures of a replay, and the floor no dispatcher can beat: every order picked up at its ready time
// by a courier already at the restaurant, every courier paid only what it is owed.
import { travelMinutes } from "@despacho/domain";
import type { Fleet } from "./mdrp-fleet.js";
import type { Instance, Order } from "./mdrp-instance.js";

export interface Measures {
  delivered: number;
  clickToDoorMean: number;
  clickToDoorP90: number;
  overTargetShare: number;
  readyToPickupMean: number;
  costPerOrder: number;
  utilisation: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mean = (values: readonly number[]) => (values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length);
const dutyMinutes = (instance: Instance) => instance.couriers.reduce((sum, c) => sum + (c.off - c.on), 0);

function summarise(instance: Instance, clickToDoor: number[], readyToPickup: number[], pay: number, work: number): Measures {
  const sorted = [...clickToDoor].sort((a, b) => a - b);
  return {
    delivered: clickToDoor.length,
    clickToDoorMean: mean(clickToDoor),
    clickToDoorP90: percentile(sorted, 90),
    overTargetShare: clickToDoor.filter((m) => m > instance.parameters.target).length / Math.max(1, clickToDoor.length),
    readyToPickupMean: mean(readyToPickup),
    costPerOrder: pay / Math.max(1, clickToDoor.length),
    utilisation: work / dutyMinutes(instance),
  };
}

export function measure(instance: Instance, fleet: Fleet): Measures {
  const { parameters } = instance;
  const clickToDoor: number[] = [];
  const readyToPickup: number[] = [];
  for (const order of instance.orders) {
    const outcome = fleet.outcomes.get(order.id);
    if (!outcome) continue;
    clickToDoor.push(outcome.dropoff - order.placement);
    readyToPickup.push(outcome.pickup - order.ready);
  }
  const pay = fleet.states.reduce(
    (sum, s) => sum + Math.max(s.orders * parameters.payPerOrder, ((s.courier.off - s.courier.on) / 60) * parameters.guaranteedPerHour),
    0,
  );
  const work = fleet.states.reduce((sum, s) => sum + s.workMinutes, 0);
  return summarise(instance, clickToDoor, readyToPickup, pay, work);
}

/**
 * The orders some courier can pick up at all: picked up no earlier than ready and by its off time (README). An order
 * ready after every courier went off duty is lost by every dispatcher: the floor and the targets leave it out.
 */
export function deliverable(instance: Instance): Order[] {
  const lastOff = Math.max(...instance.couriers.map((c) => c.off));
  return instance.orders.filter((o) => o.ready <= lastOff);
}

export function floorOf(instance: Instance): Measures {
  const { parameters, travel } = instance;
  const orders = deliverable(instance);
  const leg = (order: Order) => travelMinutes(travel, instance.restaurants.get(order.restaurant)!, order);
  const clickToDoor = orders.map((o) => o.ready + parameters.pickupService / 2 + leg(o) + parameters.dropoffService / 2 - o.placement);
  const guaranteed = (dutyMinutes(instance) / 60) * parameters.guaranteedPerHour;
  const pay = Math.max(orders.length * parameters.payPerOrder, guaranteed);
  const work = orders.reduce((sum, o) => sum + parameters.pickupService + leg(o) + parameters.dropoffService, 0);
  return summarise(
    instance,
    clickToDoor,
    orders.map(() => 0),
    pay,
    work,
  );
}
