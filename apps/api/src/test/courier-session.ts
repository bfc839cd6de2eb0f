import { type CourierOverrides, createCourier } from "./courier-factories.js";
import { authHeaders, login, type TestApp } from "./harness.js";

/** A courier (createCourier) signed in, with `call` to reach the courier API as them. */
export async function signedInCourier(t: TestApp, overrides: CourierOverrides = {}) {
  const courier = await createCourier(t.db, overrides);
  const { access } = await login(t.app, courier.user.username, courier.password);
  const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: authHeaders(access) });
  return { ...courier, call, headers: authHeaders(access) };
}

/** Every emission to a headquarter's room, recorded as it goes out. */
export function recordHeadquarterEmissions<P = unknown>(t: TestApp) {
  const emitted: { headquarterId: string; event: string; payload: P }[] = [];
  const original = t.app.realtime.toHeadquarter;
  t.app.realtime.toHeadquarter = (headquarterId, event, payload, owner) => {
    emitted.push({ headquarterId, event, payload: payload as P });
    original(headquarterId, event, payload, owner);
  };
  return emitted;
}
