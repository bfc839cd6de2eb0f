import { and, eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EVENTS } from "@despacho/domain";
import { affiliations, messengerActivations, users } from "../../../db/schema/index.js";
import { connectSocket, disconnection, type HandshakeAuth, nextEvent, recordEvents } from "../../../realtime/socket-test-helpers.js";
import { createCourier, type CourierOverrides } from "../../../test/courier-factories.js";
import { createHeadquarter, createUser } from "../../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../../test/harness.js";
import { createServiceRow } from "../../../test/service-factories.js";

// A short grace keeps the tests fast; the product's is the domain's PRESENCE_GRACE_MS.
const GRACE_MS = 300;
let t: TestApp;
let baseUrl: string;
let hq: string;
let otherHq: string;
let operatorToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { presenceGraceMs: GRACE_MS } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  hq = (await createHeadquarter(t.db)).id;
  otherHq = (await createHeadquarter(t.db)).id;
  const operator = await createUser(t.db, { headquarterIds: [hq], permissions: ["view_desktop_menu", "assign_service"] });
  operatorToken = (await login(t.app, operator.user.username, operator.password)).access;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t?.close());

async function connect(auth: HandshakeAuth) {
  const { socket, connected } = await connectSocket(baseUrl, auth);
  sockets.push(socket);
  return { socket, connected };
}

const desk = async () => (await connect({ token: operatorToken, headquarter: hq, profile: "staff" })).socket;

async function courier(overrides: CourierOverrides = {}) {
  const created = await createCourier(t.db, { headquarterIds: [hq], ...overrides });
  const { access } = await login(t.app, created.user.username, created.password);
  return { ...created, access, socket: (headquarter = hq) => connect({ token: access, headquarter, profile: "messenger" }) };
}

const refusal = (auth: HandshakeAuth) =>
  connect(auth).then(
    () => "connected",
    (error: Error & { data?: { code: string } }) => error.data?.code,
  );

const standing = async (messengerId: string) => {
  const [row] = await t.db
    .select({ isOnline: affiliations.isOnline })
    .from(affiliations)
    .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, hq)));
  return row.isOnline;
};

/** The presence events the desk heard about one courier (other tests' couriers leave while this one runs). */
const about = (heard: Map<string, unknown[]>, messenger: string) =>
  [EVENTS.headquarterConnect, EVENTS.headquarterReconnect, EVENTS.headquarterDisconnect].flatMap((event) =>
    (heard.get(event) ?? []).filter((payload) => (payload as { messenger?: string }).messenger === messenger).map(() => event),
  );

/** The next presence event about one courier. */
function presence(socket: Socket, event: string, messenger: string, timeoutMs = 5_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} of ${messenger} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: { messenger?: string }) => {
      if (payload.messenger !== messenger) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

const activate = (access: string, online: boolean) =>
  t.app.inject({ method: "POST", url: "/api/courier/activation/", headers: authHeaders(access), payload: { headquarter: hq, online } });

describe("courier socket handshake", () => {
  it("accepts a courier linked to the headquarter (affiliated, in disaffiliation or blocked there)", async () => {
    for (const overrides of [{}, { status: "in_disaffiliation" as const }, { blockedIn: [hq] }]) {
      const { connected } = await (await courier(overrides)).socket();
      expect(connected).toEqual({ headquarter: hq });
    }
  });

  it("refuses a courier not linked there, linked to another headquarter, disaffiliated or with another profile", async () => {
    const linkedElsewhere = await courier({ headquarterIds: [otherHq] });
    const gone = await courier({ status: "disaffiliated" });
    const linked = await courier();
    expect(await refusal({ token: linkedElsewhere.access, headquarter: hq, profile: "messenger" })).toBe("HEADQUARTER_FORBIDDEN");
    expect(await refusal({ token: gone.access, headquarter: hq, profile: "messenger" })).toBe("HEADQUARTER_FORBIDDEN");
    expect(await refusal({ token: linked.access, headquarter: "no-es-un-uuid", profile: "messenger" })).toBe("HEADQUARTER_FORBIDDEN");
    expect(await refusal({ token: linked.access, profile: "messenger" })).toBe("HEADQUARTER_FORBIDDEN");
    expect(await refusal({ token: linked.access, headquarter: hq, profile: "staff" })).toBe("FORBIDDEN");
    expect(await refusal({ token: operatorToken, headquarter: hq, profile: "messenger" })).toBe("FORBIDDEN");
  });

  it("refuses a courier whose account was disabled since the token was signed", async () => {
    const disabled = await courier();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.user.id));
    expect(await refusal({ token: disabled.access, headquarter: hq, profile: "messenger" })).toBe("TOKEN_NOT_VALID");
  });
});

describe("courier presence", () => {
  it("an online courier's socket tells the desk headquarters:connect; gone past the grace, the courier goes offline", async () => {
    const deskSocket = await desk();
    const ana = await courier({ isOnline: true });
    const connected = presence(deskSocket, EVENTS.headquarterConnect, ana.id);
    const { socket } = await ana.socket();
    expect(await connected).toEqual({ headquarter: hq, messenger: ana.id });

    const left = presence(deskSocket, EVENTS.headquarterDisconnect, ana.id);
    const closedAt = Date.now();
    socket.close();
    expect(await left).toEqual({ headquarter: hq, messenger: ana.id });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_MS);
    expect(await standing(ana.id)).toBe(false);
    const history = await t.db
      .select({ online: messengerActivations.online })
      .from(messengerActivations)
      .where(eq(messengerActivations.messengerId, ana.id));
    expect(history).toEqual([{ online: false }]);
  });

  it("a socket back within the grace says headquarters:reconnect and no disconnect; the courier stays online", async () => {
    const deskSocket = await desk();
    const heard = recordEvents(deskSocket);
    const beto = await courier({ isOnline: true });
    const connected = presence(deskSocket, EVENTS.headquarterConnect, beto.id);
    const first = await beto.socket();
    await connected;
    const back = presence(deskSocket, EVENTS.headquarterReconnect, beto.id);
    first.socket.close();
    await beto.socket();
    expect(await back).toEqual({ headquarter: hq, messenger: beto.id });
    // Twice the grace: the first socket's grace would have run out by now.
    await new Promise((resolve) => setTimeout(resolve, 2 * GRACE_MS));
    expect(about(heard, beto.id)).toEqual([EVENTS.headquarterConnect, EVENTS.headquarterReconnect]);
    expect(await standing(beto.id)).toBe(true);
  });

  it("a courier's second socket keeps it online when the first leaves", async () => {
    const deskSocket = await desk();
    const heard = recordEvents(deskSocket);
    const carla = await courier({ isOnline: true });
    for (let i = 0; i < 2; i++) {
      const connected = presence(deskSocket, EVENTS.headquarterConnect, carla.id);
      await carla.socket();
      await connected;
    }
    sockets.at(-2)?.close();
    await new Promise((resolve) => setTimeout(resolve, 2 * GRACE_MS));
    expect(about(heard, carla.id)).toEqual([EVENTS.headquarterConnect, EVENTS.headquarterConnect]);
    expect(await standing(carla.id)).toBe(true);
  });

  it("going online and offline through activation tells the desk, never the courier's own socket", async () => {
    const deskSocket = await desk();
    const dora = await courier();
    const { socket } = await dora.socket();
    const courierHeard = recordEvents(socket);
    const connected = presence(deskSocket, EVENTS.headquarterConnect, dora.id);
    expect((await activate(dora.access, true)).statusCode).toBe(200);
    expect(await connected).toEqual({ headquarter: hq, messenger: dora.id });
    const left = presence(deskSocket, EVENTS.headquarterDisconnect, dora.id);
    expect((await activate(dora.access, false)).statusCode).toBe(200);
    expect(await left).toEqual({ headquarter: hq, messenger: dora.id });
    expect([...courierHeard.keys()]).toEqual([]);
  });

  it("a socket of a courier who is offline tells the desk nothing", async () => {
    const deskSocket = await desk();
    const heard = recordEvents(deskSocket);
    const eva = await courier();
    const { socket } = await eva.socket();
    const gone = disconnection(socket);
    socket.disconnect();
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 2 * GRACE_MS));
    expect(about(heard, eva.id)).toEqual([]);
    expect(await standing(eva.id)).toBe(false);
  });
});

describe("services reach the courier's room", () => {
  const assign = (service: string, path: string, payload?: object) =>
    t.app.inject({ method: "PATCH", url: `/api/services/${service}/${path}/`, headers: authHeaders(operatorToken, hq), payload });

  it("assign, reassign and unassign reach the couriers concerned, the same payload as the desk, and no other courier", async () => {
    const deskSocket = await desk();
    const [fer, gabo, hugo] = await Promise.all([courier({ isOnline: true }), courier({ isOnline: true }), courier({ isOnline: true })]);
    const [ferSocket, gaboSocket, hugoSocket] = [(await fer.socket()).socket, (await gabo.socket()).socket, (await hugo.socket()).socket];
    const hugoHeard = recordEvents(hugoSocket);
    const service = await createServiceRow(t.db, hq);

    const deskAssigned = nextEvent(deskSocket, EVENTS.serviceAssigned);
    const ferAssigned = nextEvent(ferSocket, EVENTS.serviceAssigned);
    const ferChange = nextEvent(ferSocket, EVENTS.serviceChange);
    expect((await assign(service.id, "assign", { messenger: fer.id })).statusCode).toBe(200);
    const assigned = { uuid: service.id, status: "assigned", consecutive: service.consecutive, messenger: fer.id };
    expect(await ferAssigned).toEqual(assigned);
    expect(await ferChange).toEqual(assigned);
    expect(await deskAssigned).toEqual(assigned);

    const ferHearsReassign = nextEvent(ferSocket, EVENTS.serviceAssigned);
    const gaboAssigned = nextEvent(gaboSocket, EVENTS.serviceAssigned);
    expect((await assign(service.id, "reassign", { messenger: gabo.id })).statusCode).toBe(200);
    const reassigned = { ...assigned, messenger: gabo.id };
    expect(await ferHearsReassign).toEqual(reassigned);
    expect(await gaboAssigned).toEqual(reassigned);

    const gaboUnassigned = nextEvent(gaboSocket, EVENTS.serviceUnassignAssigned);
    const deskUnassigned = nextEvent(deskSocket, EVENTS.serviceUnassignAssigned);
    // The desk's counts event follows the changes (200 ms after the first of a burst): heard before it is sent.
    const counted = nextEvent(deskSocket, EVENTS.serviceCountChange);
    expect((await assign(service.id, "unassign")).statusCode).toBe(200);
    const unassigned = { uuid: service.id, status: "by_assign", consecutive: service.consecutive, messenger: null };
    expect(await gaboUnassigned).toEqual(unassigned);
    expect(await deskUnassigned).toEqual(unassigned);
    await counted;
    expect([...hugoHeard.keys()]).toEqual([]);
  });

  it("a courier hears no desk, members or requests event of its headquarter", async () => {
    const deskSocket = await desk();
    const ines = await courier();
    const { socket } = await ines.socket();
    const heard = recordEvents(socket);
    const notified = nextEvent(deskSocket, EVENTS.notification);
    const counted = nextEvent(deskSocket, EVENTS.serviceCountChange);
    t.app.realtime.notify(hq, { title: "Aviso", body: "<p>Hola</p>" });
    t.app.realtime.toPetitionReaders(hq, EVENTS.requestAssociationNew, {
      id: ines.id,
      status: "in_progress",
      is_association: true,
      from_headquarter: false,
      headquarter: hq,
      messenger: ines.id,
    });
    await createServiceRow(t.db, hq).then((s) => assign(s.id, "assign", { messenger: ines.id }));
    await notified;
    await counted;
    expect([...heard.keys()].sort()).toEqual([EVENTS.serviceAssigned, EVENTS.serviceChange].sort());
  });
});
