import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { io, type Socket } from "socket.io-client";
import { type apiAs, signUpCourier } from "./api";
import { DEMO_PASSWORD, signIn } from "./session";

/** A demo courier signed in through the API, as the courier app would: its token and its courier uuid. */
export interface CourierSession {
  access: string;
  /** The courier's uuid (`messengers.id`), the `messenger` of presence events. */
  uuid: string;
  fullName: string;
  /** Headquarter uuids by name, where the courier has an affiliation. */
  headquarters: Record<string, string>;
}

export async function signInCourier(request: APIRequestContext, username: string): Promise<CourierSession> {
  const login = await request.post("/api/users/token/", { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { access } = await login.json();
  const profile = await request.get("/api/courier/profile/", { headers: { authorization: `Bearer ${access}` } });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const { uuid, full_name, affiliations } = await profile.json();
  const headquarters = Object.fromEntries(
    affiliations.map((a: { headquarter: string; headquarter_name: string }) => [a.headquarter_name, a.headquarter]),
  );
  return { access, uuid, fullName: full_name, headquarters };
}

/** POST /api/courier/activation/: the courier goes online or offline in the headquarter. */
export async function setOnline(request: APIRequestContext, courier: CourierSession, headquarter: string, online: boolean) {
  const res = await request.post("/api/courier/activation/", {
    headers: { authorization: `Bearer ${courier.access}` },
    data: { headquarter, online },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Opens the courier's socket to the headquarter (profile messenger) and waits until the server accepted it. */
export function connectCourier(baseURL: string, courier: CourierSession, headquarter: string): Promise<Socket> {
  const socket = io(baseURL, {
    path: "/socket.io",
    auth: { token: courier.access, headquarter, profile: "messenger" },
    transports: ["websocket"],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once("headquarters:connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The courier's app closes: the socket leaves (the server waits its presence grace before taking it offline). */
export function leave(socket: Socket): Promise<void> {
  if (socket.disconnected) return Promise.resolve();
  const gone = new Promise<void>((resolve) => socket.once("disconnect", () => resolve()));
  socket.disconnect();
  return gone;
}

/** A new courier asked to join the admin's headquarter and was accepted and verified there: their username. */
export async function joinedCourier(
  request: APIRequestContext,
  admin: Awaited<ReturnType<typeof apiAs>>,
  firstName: string,
  lastName: string,
): Promise<string> {
  const courier = await signUpCourier(request, firstName, lastName);
  const petition = `/api/membership/petition/${await courier.askToJoin(admin.headquarter)}/`;
  await admin.call("PATCH", `${petition}accept/`);
  const detail = await admin.call("GET", petition);
  await admin.call("PATCH", `${petition}verify/`, { motorcycle: detail.motorcycles[0].id });
  return courier.username;
}

/** Signs in at the back office's /login and lands in the courier app; goes online (the phone's position goes with it). */
export async function courierOnline(page: Page, username: string) {
  // The points go through the courier's socket while it is connected (acknowledged with what was accepted), else by HTTP.
  const acknowledged = new Promise<void>((resolve) =>
    page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => /"accepted":[1-9]/.test(String(payload)) && resolve())),
  );
  await signIn(page, username);
  await expect(page).toHaveURL(/\/courier\/$/);
  await expect(page.getByRole("heading", { name: "Desconectado" })).toBeVisible();
  const located = Promise.race([
    acknowledged,
    // Ended with the page when the socket took the points: no unhandled rejection then.
    page.waitForResponse((res) => res.url().endsWith("/api/courier/locations/") && res.status() === 201).catch(() => undefined),
  ]);
  await page.getByRole("button", { name: "Conectarme" }).click();
  await expect(page.getByRole("heading", { name: "Conectado" })).toBeVisible();
  // The engine offers to couriers it can place: the first point has reached the API.
  await located;
}
