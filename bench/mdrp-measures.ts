// The README's measures of a replay, and the floor no dispatcher can beat: every order picked up at its ready time
// by a courier already at the restaurant, every courier paid only what it is owed.
import { travelMinutes } from "@despacho/domain";
import type { Fleet } from "./mdrp-fleet.js";
import type { Instance, Order } from "./mdrp-instance.js";
import { percentile } from "./lib-latency.js";

export interface Measures {
  delivered: number;
  clickToDoorMean: number;
  clickToDoorP90: number;
  overTargetShare: number;
  readyToPickupMean: number;
  costPerOrder: number;
  utilisation: number;
}

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

const leg = (instance: Instance, order: Order) => travelMinutes(instance.travel, instance.restaurants.get(order.restaurant)!, order);

/** A courier's minutes for one order at the floor: the pickup service, the ride to the customer, the drop-off service. */
const floorWork = (instance: Instance, order: Order) =>
  instance.parameters.pickupService + leg(instance, order) + instance.parameters.dropoffService;

export function floorOf(instance: Instance): Measures {
  const { parameters } = instance;
  const orders = deliverable(instance);
  const clickToDoor = orders.map(
    (o) => o.ready + parameters.pickupService / 2 + leg(instance, o) + parameters.dropoffService / 2 - o.placement,
  );
  const guaranteed = (dutyMinutes(instance) / 60) * parameters.guaranteedPerHour;
  const pay = Math.max(orders.length * parameters.payPerOrder, guaranteed);
  const work = orders.reduce((sum, o) => sum + floorWork(instance, o), 0);
  return summarise(
    instance,
    clickToDoor,
    orders.map(() => 0),
    pay,
    work,
  );
}

export interface HourLoad {
  /** Hours from the start of the instance's day. */
  hour: number;
  /** The floor's work of the orders ready in that hour over the minutes couriers are on duty in it. */
  share: number;
}

/**
 * The busiest hour of the day: how much of the couriers' time in it the floor's own work of its orders takes, before
 * any driving to a restaurant. Near 100 %, orders queue for couriers whatever the dispatcher does, and click-to-door
 * and ready-to-pickup drift above the floor (which assumes a courier waiting at every restaurant).
 */
export function busiestHour(instance: Instance): HourLoad {
  const work = new Map<number, number>();
  // An order ready before the first courier goes on duty waits for it.
  const firstOn = Math.min(...instance.couriers.map((c) => c.on));
  for (const order of deliverable(instance)) {
    const hour = Math.floor(Math.max(order.ready, firstOn) / 60);
    work.set(hour, (work.get(hour) ?? 0) + floorWork(instance, order));
  }
  let busiest: HourLoad = { hour: 0, share: 0 };
  for (const [hour, minutes] of work) {
    const onDuty = instance.couriers.reduce((sum, c) => sum + Math.max(0, Math.min(c.off, hour * 60 + 60) - Math.max(c.on, hour * 60)), 0);
    const share = onDuty === 0 ? Number.POSITIVE_INFINITY : minutes / onDuty;
    if (share > busiest.share) busiest = { hour, share };
  }
  return busiest;
}
