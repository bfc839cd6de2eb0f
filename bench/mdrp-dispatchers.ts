// The two dispatchers a replay compares: Despacho's engine (the domain's matching pass, route order and scores,
// unchanged) and a plain baseline, nearest free courier, first come first served, one order at a time.
import {
  type CourierTrip,
  type DiffusionSettings,
  type DispatchCandidate,
  type DispatchService,
  matchPass,
  routeOrder,
  travelMinutes,
} from "@despacho/domain";
import { type CourierState, Fleet } from "./mdrp-fleet.js";
import type { Instance, Order, Point } from "./mdrp-instance.js";

export interface EngineTuning {
  settings: DiffusionSettings;
  /** The rolling horizon (matchPass hold_minutes). */
  holdMinutes: number;
  passEveryMinutes: number;
}
export interface Replay {
  fleet: Fleet;
  /** Milliseconds of each engine pass (matching and route order). */
  passMs: number[];
}

/** Minutes of the replay: from the first placement until every order is placed and no courier is on duty. */
function clock(instance: Instance) {
  const start = Math.min(...instance.orders.map((o) => o.placement));
  const end = Math.max(...instance.couriers.map((c) => c.off), ...instance.orders.map((o) => o.placement));
  return { start, end };
}

function ordersByPlacement(instance: Instance) {
  return [...instance.orders].sort((a, b) => a.placement - b.placement || a.id.localeCompare(b.id, "en", { numeric: true }));
}

function candidateOf(fleet: Fleet, state: CourierState, t: number, instance: Instance): DispatchCandidate<Point> {
  const { courier } = state;
  return {
    id: courier.id,
    name: courier.id,
    position: state.at,
    free_at: state.freeAt,
    active_services: fleet.active(state, t),
    online: true,
    blocked: false,
    working: true,
    // The engine's pickup is its arrival; the instance adds half the pickup service before the pickup.
    shift_ends_at: courier.off - instance.parameters.pickupService / 2,
    idle_since: state.freeAt <= t ? state.freeAt : null,
    rating: null,
    queue_position: null,
    priority_group: null,
    service_type_ids: null,
    trip: tripOf(fleet, state, t, instance),
  };
}

/** The trip the courier has not picked up yet, on the engine's clock (its pickup is the arrival, see serviceOf). */
function tripOf(fleet: Fleet, state: CourierState, t: number, instance: Instance): CourierTrip | null {
  const trip = fleet.tripAhead(state, t);
  return trip === null ? null : { origin_key: trip.orders[0].restaurant, pickup_at: trip.pickup - instance.parameters.pickupService / 2 };
}

const serviceOf = (order: Order, instance: Instance): DispatchService<Point> => ({
  id: order.id,
  origin: instance.restaurants.get(order.restaurant)!,
  destination: order,
  origin_key: order.restaurant,
  // The engine picks up on arrival; the instance spends half the pickup service first, so arriving that much before
  // the ready time is what picks up on time.
  ready_at: order.ready - instance.parameters.pickupService / 2,
  type_id: null,
});

export function replayEngine(instance: Instance, tuning: EngineTuning): Replay {
  const fleet = new Fleet(instance);
  const states = new Map(fleet.states.map((s) => [s.courier.id, s]));
  const byId = new Map(instance.orders.map((o) => [o.id, o]));
  const incoming = ordersByPlacement(instance);
  const waiting = new Set<Order>();
  const passMs: number[] = [];
  const { start, end } = clock(instance);
  let next = 0;
  for (let t = start; t <= end && (next < incoming.length || waiting.size > 0); t++) {
    while (next < incoming.length && incoming[next].placement <= t) waiting.add(incoming[next++]);
    if (waiting.size === 0 || (t - start) % tuning.passEveryMinutes !== 0) continue;
    const began = performance.now();
    const result = matchPass({
      now: t,
      services: [...waiting].map((o) => serviceOf(o, instance)),
      candidates: fleet.onDuty(t).map((s) => candidateOf(fleet, s, t, instance)),
      settings: tuning.settings,
      travel: instance.travel,
      hold_minutes: tuning.holdMinutes,
    });
    const plans = result.matches.map((match) => {
      const state = states.get(match.courier.id)!;
      const joined = match.joins_trip ? fleet.tripAhead(state, t)!.orders : [];
      const stops = [...joined, ...match.services.map((s) => byId.get(s.id)!)].map((o) => ({ id: o.id, point: o }));
      const route = routeOrder(match.services[0].origin, stops, instance.travel, instance.parameters.dropoffService);
      return { state, joins: match.joins_trip, orders: route.order.map((id) => byId.get(id)!) };
    });
    passMs.push(performance.now() - began);
    for (const plan of plans) {
      if (plan.joins) fleet.join(t, plan.state, plan.orders);
      else fleet.assign(t, plan.state, plan.orders);
      for (const order of plan.orders) waiting.delete(order);
    }
  }
  return { fleet, passMs };
}

export function replayBaseline(instance: Instance): Replay {
  const fleet = new Fleet(instance);
  const incoming = ordersByPlacement(instance);
  const waiting: Order[] = [];
  const { start, end } = clock(instance);
  let next = 0;
  for (let t = start; t <= end && (next < incoming.length || waiting.length > 0); t++) {
    while (next < incoming.length && incoming[next].placement <= t) waiting.push(incoming[next++]);
    const free = fleet.onDuty(t).filter((s) => s.freeAt <= t);
    for (const order of [...waiting]) {
      const restaurant = instance.restaurants.get(order.restaurant)!;
      let best: CourierState | null = null;
      let bestMinutes = Number.POSITIVE_INFINITY;
      for (const state of free) {
        const minutes = travelMinutes(instance.travel, state.at, restaurant);
        if (minutes < bestMinutes && fleet.pickupIfAssigned(state, t, restaurant, order.ready) <= state.courier.off) {
          best = state;
          bestMinutes = minutes;
        }
      }
      if (!best) continue;
      fleet.assign(t, best, [order]);
      free.splice(free.indexOf(best), 1);
      waiting.splice(waiting.indexOf(order), 1);
    }
  }
  return { fleet, passMs: [] };
}
