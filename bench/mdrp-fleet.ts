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
  /** Its last trip, which more orders of its restaurant may join until it picks up there. */
  trip: Trip | null;
}
/** A trip as told, and where the courier stood before it, so orders joining it retell it whole. */
interface Trip {
  time: number;
  pickup: number;
  orders: Order[];
  assignment: Assignment;
  moves: Move[];
  before: Pick<CourierState, "at" | "atKey" | "freeAt" | "orders" | "workMinutes"> & { dropoffs: number };
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
      trip: null,
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

  /** The trip the courier is on its way to pick up at minute t, or null once it picked up (or has none). */
  tripAhead(state: CourierState, t: number): Trip | null {
    return state.trip !== null && state.trip.pickup > t ? state.trip : null;
  }

  /**
   * At minute t, more orders join the courier's trip before it picks up: the trip is told again from where it began,
   * with every order in the given order (the assignment is recorded at t, when its last orders were known).
   */
  join(t: number, state: CourierState, orders: Order[]): void {
    const trip = this.tripAhead(state, t);
    if (trip === null) throw new Error(`${state.courier.id} has no trip to join at ${t}`);
    const { dropoffs, ...before } = trip.before;
    Object.assign(state, before);
    state.dropoffs.length = dropoffs;
    this.assignments.splice(this.assignments.indexOf(trip.assignment), 1);
    const told = new Set(trip.moves);
    const kept = this.moves.filter((move) => !told.has(move));
    this.moves.length = 0;
    this.moves.push(...kept);
    this.assign(trip.time, state, orders, t);
  }

  /**
   * Tells the courier at minute t to pick up the orders (one restaurant) and drop them off in the given order; the
   * assignment is recorded at `recordedAt` (a trip told again when orders join it).
   */
  assign(t: number, state: CourierState, orders: Order[], recordedAt = t): void {
    const { travel, parameters } = this.instance;
    const before = {
      at: state.at,
      atKey: state.atKey,
      freeAt: state.freeAt,
      orders: state.orders,
      workMinutes: state.workMinutes,
      dropoffs: state.dropoffs.length,
    };
    const movesBefore = this.moves.length;
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
    const assignment = { time: recordedAt, pickup, courier: id, orders: orders.map((o) => o.id) };
    this.assignments.push(assignment);
    state.trip = { time: t, pickup, orders, assignment, moves: this.moves.slice(movesBefore), before };
  }
}
