import { APP_CLIENT_HEADER, APP_CLIENT_NAME, HEADQUARTER_HEADER, type HeadquarterSettings } from "@despacho/domain";
import { io, type Socket } from "socket.io-client";
import { DEMO_PASSWORD } from "../seed/demo-data.js";

export interface Session {
  access: string;
  refresh: string;
  /** Headquarter ids by name (Bogotá, Medellín). */
  headquarters: Record<string, string>;
}

export interface HandshakeAuth {
  token?: string;
  headquarter?: string;
  profile?: string;
}

type ServiceMode = HeadquarterSettings["service_mode"];

export async function call(baseUrl: string, path: string, init: RequestInit & { token?: string; headquarter?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set(APP_CLIENT_HEADER, APP_CLIENT_NAME);
  if (init.body) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.headquarter) headers.set(HEADQUARTER_HEADER, init.headquarter);
  const response = await fetch(new URL(path, baseUrl), { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

export async function login(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<Session> {
  const { access, refresh } = await call(baseUrl, "/api/users/token/", {
    method: "POST",
    body: JSON.stringify({ username, password }),
  });
  const list: { uuid: string; name: string }[] = await call(baseUrl, "/api/users/active-headquarters/", { token: access });
  return { access, refresh, headquarters: Object.fromEntries(list.map((h) => [h.name, h.uuid])) };
}

export const getServiceMode = async (baseUrl: string, session: Session, headquarter: string): Promise<ServiceMode> =>
  (await call(baseUrl, `/api/headquarter/${headquarter}/settings/`, { token: session.access, headquarter })).service_mode;

export const patchServiceMode = (baseUrl: string, session: Session, headquarter: string, serviceMode: ServiceMode) =>
  call(baseUrl, `/api/headquarter/${headquarter}/settings/`, {
    method: "PATCH",
    token: session.access,
    headquarter,
    body: JSON.stringify({ service_mode: serviceMode }),
  });

/** Connects without retries; resolves with the socket and its headquarters:connect payload. */
export function connectSocket(baseUrl: string, auth: HandshakeAuth): Promise<{ socket: Socket; connected: unknown }> {
  const socket = io(baseUrl, { path: "/socket.io", auth: { ...auth }, transports: ["websocket"], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once("headquarters:connect", (connected) => resolve({ socket, connected }));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Everything a socket received, by event name, to assert that something did not arrive. */
export function recordEvents(socket: Socket): Map<string, unknown[]> {
  const seen = new Map<string, unknown[]>();
  socket.onAny((event: string, payload: unknown) => seen.set(event, [...(seen.get(event) ?? []), payload]));
  return seen;
}

/** Why the server closed the socket, once it does ("io server disconnect" when it chose to). */
export function disconnection(socket: Socket, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Creates a by_assign service of the headquarter's first service type through the API. */
export async function createService(baseUrl: string, session: Session, headquarter: string, name: string): Promise<{ uuid: string }> {
  const as = { token: session.access, headquarter };
  const [type] = (await call(baseUrl, "/api/service-types/?limit=1", as)).results;
  return call(baseUrl, "/api/services/", {
    ...as,
    method: "POST",
    body: JSON.stringify({
      name,
      phone_number: "3001234567",
      type: type.uuid,
      calculated_cost: 8000,
      locations: [
        { type: "origin", address: "Calle 72 # 10-34", description: "Portería", latitude: 4.658, longitude: -74.061 },
        { type: "destination", address: "Carrera 15 # 93-47", description: "", latitude: 4.676, longitude: -74.048 },
      ],
    }),
  });
}
