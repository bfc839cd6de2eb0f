// The couriers of an MDRP replay and what they were told: each instruction is carried out by the problem's rules
// (README: pickup ≥ max(ready, arrival + half the pickup service), drop-off = arrival + half the drop-off service).
import { travelMinutes } from "@despacho/domain";
import type { Courier, Instance, Order, Point } from "./mdrp-instance.js";

export interface CourierState {
  courier: Courier;
  at: Point;
  /** Where it stands as the solution files name it: "0" (its on-duty place), a restaurant or an order. */
  atKey: string;
  freeAt: number;
  dropoffs: number[];
  orders: number;
  /** Driving and service minutes. */
  workMinutes: number;
}
export interface Assignment {
  time: number;
  pickup: number;
  courier: string;
  orders: string[];
}
export interface Move {
  courier: string;
  departure: number;
  origin: string;
  destination: string;
}
export interface OrderOutcome {
  pickup: number;
  dropoff: number;
  courier: string;
}

export class Fleet {
  readonly states: CourierState[];
  readonly assignments: Assignment[] = [];
  readonly moves: Move[] = [];
  readonly outcomes = new Map<string, OrderOutcome>();

  constructor(private readonly instance: Instance) {
    this.states = instance.couriers.map((courier) => ({
      courier,
      at: courier,
      atKey: "0",
      freeAt: courier.on,
      dropoffs: [],
      orders: 0,
      workMinutes: 0,
    }));
  }

  onDuty(t: number): CourierState[] {
    return this.states.filter((s) => s.courier.on <= t && t < s.courier.off);
  }

  active(state: CourierState, t: number): number {
    return state.dropoffs.filter((d) => d > t).length;
  }

  /** When the courier would pick up orders of one restaurant if told now. */
  pickupIfAssigned(state: CourierState, t: number, restaurant: Point, ready: number): number {
    const arrival = Math.max(t, state.freeAt) + travelMinutes(this.instance.travel, state.at, restaurant);
    return Math.max(ready, arrival + this.instance.parameters.pickupService / 2);
  }

  /** Tells the courier at minute t to pick up the orders (one restaurant) and drop them off in the given order. */
  assign(t: number, state: CourierState, orders: Order[]): void {
    const { travel, parameters } = this.instance;
    const restaurantId = orders[0].restaurant;
    const restaurant = this.instance.restaurants.get(restaurantId)!;
    const depart = Math.max(t, state.freeAt);
    const drive = travelMinutes(travel, state.at, restaurant);
    const pickup = this.pickupIfAssigned(state, t, restaurant, Math.max(...orders.map((o) => o.ready)));
    const id = state.courier.id;
    this.moves.push({ courier: id, departure: depart, origin: state.atKey, destination: restaurantId });
    state.workMinutes += drive + parameters.pickupService;
    let at: Point = restaurant;
    let atKey = restaurantId;
    let clock = pickup + parameters.pickupService / 2;
    for (const order of orders) {
      this.moves.push({ courier: id, departure: clock, origin: atKey, destination: order.id });
      const leg = travelMinutes(travel, at, order);
      const dropoff = clock + leg + parameters.dropoffService / 2;
      clock = dropoff + parameters.dropoffService / 2;
      state.workMinutes += leg + parameters.dropoffService;
      state.dropoffs.push(dropoff);
      this.outcomes.set(order.id, { pickup, dropoff, courier: id });
      at = order;
      atKey = order.id;
    }
    state.at = at;
    state.atKey = atKey;
    state.freeAt = clock;
    state.orders += orders.length;
    this.assignments.push({ time: t, pickup, courier: id, orders: orders.map((o) => o.id) });
  }
}
