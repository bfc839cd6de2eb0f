import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "./session";

/** Calls the API as a demo user, for arranging data a journey starts from. */
export async function apiAs(request: APIRequestContext, username: string, headquarterName = "Bogotá") {
  const login = await request.post("/api/users/token/", { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { access } = await login.json();
  const authorization = `Bearer ${access}`;
  const hqs = await (await request.get("/api/users/active-headquarters/", { headers: { authorization } })).json();
  const headquarter = hqs.find((h: { name: string }) => h.name === headquarterName).uuid as string;
  const headers = { authorization, "x-headquarter": headquarter };
  const call = async (method: "GET" | "POST" | "PATCH", url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
    return res.json();
  };
  return { call, headquarter };
}

/** A by_assign service in Bogotá for a customer of the given name, paid with the default method (Efectivo). */
export async function createService(request: APIRequestContext, name: string): Promise<{ uuid: string; consecutive: number }> {
  const api = await apiAs(request, "admin");
  const [type] = await api.call("GET", "/api/service-types/?all=true");
  const { results: methods } = await api.call("GET", "/api/payment-method/");
  const cash = methods.find((m: { is_default: boolean }) => m.is_default);
  const place = (address: string, latitude: number, longitude: number, type: "origin" | "destination") => ({
    type,
    address,
    description: "Portería principal",
    latitude,
    longitude,
  });
  return api.call("POST", "/api/services/", {
    name,
    phone_number: "3001234567",
    type: type.uuid,
    payment_method: cash.uuid,
    calculated_cost: 9000,
    required_value: 0,
    locations: [place("Calle 80 # 15-20", 4.667, -74.056, "origin"), place("Carrera 7 # 45-10", 4.632, -74.065, "destination")],
  });
}

/** Assigns the service to the nearest courier; answers the courier's full name. */
export async function assignService(request: APIRequestContext, uuid: string): Promise<string> {
  const api = await apiAs(request, "admin");
  const couriers = await api.call("GET", `/api/services/${uuid}/optimal-messengers/`);
  const list = Array.isArray(couriers) ? couriers : couriers.results;
  await api.call("PATCH", `/api/services/${uuid}/assign/`, { messenger: list[0].uuid });
  return list[0].full_name;
}

/** A new courier account (POST /api/courier/sign-up/) with one motorcycle, signed in as the courier app would. */
export async function signUpCourier(request: APIRequestContext, firstName: string, lastName: string) {
  const stamp = Date.now().toString(36);
  const username = `mensajero_${stamp}`;
  // Plates are unique: one per run.
  const licensePlate = stamp.slice(-6).toUpperCase();
  const signUp = await request.post("/api/courier/sign-up/", {
    data: {
      username,
      password: DEMO_PASSWORD,
      first_name: firstName,
      last_name: lastName,
      phone_number: "3005550101",
      email: `${username}@example.com`,
      nuip: String(Date.now()).slice(-10),
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const login = await request.post("/api/users/token/", { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  const bike = await request.post("/api/courier/motorcycles/", {
    headers,
    data: { license_plate: licensePlate, brand: "Yamaha", model: "XTZ 150" },
  });
  expect(bike.status(), await bike.text()).toBe(201);
  /** POST /api/courier/petitions/: the courier asks the headquarter to take them in. */
  const askToJoin = async (headquarter: string) => {
    const asked = await request.post("/api/courier/petitions/", { headers, data: { headquarter, is_association: true } });
    expect(asked.status(), await asked.text()).toBe(201);
    return (await asked.json()).id as string;
  };
  return { username, licensePlate, askToJoin };
}

/** A new courier linked to the admin's Bogotá: signed up, asked to join, accepted and verified through the API. */
export async function linkedCourier(request: APIRequestContext, firstName: string, lastName: string) {
  const courier = await signUpCourier(request, firstName, lastName);
  const admin = await apiAs(request, "admin");
  const petition = `/api/membership/petition/${await courier.askToJoin(admin.headquarter)}/`;
  await admin.call("PATCH", `${petition}accept/`);
  const detail = await admin.call("GET", petition);
  await admin.call("PATCH", `${petition}verify/`, { motorcycle: detail.motorcycles[0].id });
  return courier;
}
