import { and, eq, sql } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_COVENANT_SETTINGS,
  DEFAULT_DIFFUSION_SETTINGS,
  DEFAULT_HEADQUARTER_SETTINGS,
  DEFAULT_TIME_ZONE,
  type DiffusionSettings,
  dispatchDecisionSchema,
  EVENTS,
  explainDecision,
  type HeadquarterSettings,
  minutesOfDay,
  OFFER_MESSAGES,
  weekdayOf,
  zonedDateTimeLocal,
} from "@despacho/domain";
import { buildApp } from "../../app.js";
import { covenants, jobs, messengerWorkingHours, offers, priorityGroupMembers, serviceHistory, services } from "../../db/schema/index.js";
import { connectSocket, nextEvent } from "../../realtime/socket-test-helpers.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCovenant, createPriorityGroup } from "../../test/covenant-factories.js";
import { createHeadquarter, createUser, resourceFactories } from "../../test/factories.js";
import { square } from "../../test/geozone-factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t?.close());

// The services of the factory are picked up at (4.65, -74.06). Ana is about 110 m away, Luis 550 m, Pedro 1.1 km.
const NEAR = { latitude: 4.651, longitude: -74.06 };
const MIDDLE = { latitude: 4.655, longitude: -74.06 };
const FAR = { latitude: 4.66, longitude: -74.06 };

type Mode = HeadquarterSettings["service_mode"];

/** A headquarter in `mode` with `diffusion`, a desk user with its socket, and online couriers at the given points. */
async function headquarterIn(mode: Mode, diffusion: Partial<DiffusionSettings> = {}) {
  const settings = { ...DEFAULT_HEADQUARTER_SETTINGS, service_mode: mode, diffusion: { ...DEFAULT_DIFFUSION_SETTINGS, ...diffusion } };
  const hq = (await createHeadquarter(t.db, { settings })).id;
  const permissions = ["view_desktop_menu", "add_service", "assign_service", "change_service"];
  const operator = await createUser(t.db, { headquarterIds: [hq], permissions });
  const token = (await login(t.app, operator.user.username, operator.password)).access;
  const desk = await connect({ token, headquarter: hq, profile: "staff" });
  const type = await resourceFactories["service-type"](t.db, hq);
  const courierEditor = await createUser(t.db, { headquarterIds: [hq], permissions: ["change_messenger"] });
  const admin = authHeaders((await login(t.app, courierEditor.user.username, courierEditor.password)).access, hq);
  return { hq, headers: authHeaders(token, hq), desk, type, admin };
}

async function connect(auth: { token: string; headquarter: string; profile: string }) {
  const { socket } = await connectSocket(baseUrl, auth);
  sockets.push(socket);
  return socket;
}

/** A courier of the headquarter at `location`, online unless told, with their socket and their calls. */
async function courier(hq: string, firstName: string, location: { latitude: number; longitude: number }, isOnline = true) {
  const created = await createCourier(t.db, { headquarterIds: [hq], isOnline, firstName, lastName: "Prueba", location });
  const { access } = await login(t.app, created.user.username, created.password);
  const socket = await connect({ token: access, headquarter: hq, profile: "messenger" });
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authHeaders(access), ...(payload && { payload }) });
  const accept = (offer: string) => call("POST", `/api/courier/offers/${offer}/accept/`);
  const refuse = (offer: string) => call("POST", `/api/courier/offers/${offer}/refuse/`);
  return { id: created.id, socket, call, accept, refuse };
}
type Courier = Awaited<ReturnType<typeof courier>>;

/** A service created by the desk through the API, picked up at `from` ((4.65, -74.06) unless told), dropped off at `to`. */
async function newService(
  desk: { headers: Record<string, string>; type: string },
  to = { latitude: 4.68, longitude: -74.05 },
  from = { latitude: 4.65, longitude: -74.06 },
) {
  const payload = {
    name: "Cliente de prueba",
    phone_number: "3001234567",
    type: desk.type,
    calculated_cost: 8000,
    locations: [
      { type: "origin", address: "Calle 72 # 10-34", description: "Portería", ...from },
      { type: "destination", address: "Carrera 15 # 93-47", description: "", ...to },
    ],
  };
  const res = await t.app.inject({ method: "POST", url: "/api/services/", headers: desk.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

const serviceRow = async (id: string) => (await t.db.select().from(services).where(eq(services.id, id)))[0];
const offersOf = async (id: string) =>
  (await t.db.select().from(offers).where(eq(offers.serviceId, id)).orderBy(offers.round, offers.sentAt)).map((o) => ({
    messenger: o.messengerId,
    round: o.round,
    step: o.step,
    answer: o.answer,
  }));
const decisionsOf = async (id: string) => {
  const rows = await t.db
    .select({ data: serviceHistory.data })
    .from(serviceHistory)
    .where(and(eq(serviceHistory.serviceId, id), eq(serviceHistory.action, "dispatch")))
    .orderBy(serviceHistory.createdAt);
  return rows.map((r) => dispatchDecisionSchema.parse(r.data.decision));
};
const explanations = async (id: string) => (await decisionsOf(id)).map(explainDecision);
/** The open offer the courier heard of on their socket. */
const offered = (c: Courier) =>
  nextEvent<{ offer: string; service: string; deadline: string; consecutive: number }>(c.socket, EVENTS.offerNew);

/** Runs the headquarter's queued pass again (dispatch-pass-again) now instead of a minute later. */
async function passAgainNow(hq: string) {
  await t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.headquarterId, hq), eq(jobs.kind, "dispatch-pass-again"), eq(jobs.status, "queued")));
  await t.app.jobs.runDue();
}

/** Runs the jobs poll once the stored deadlines of the service's open offers are in the past. */
async function expireOffersOf(serviceId: string) {
  await t.db
    .update(offers)
    .set({ deadline: sql`now() - interval '1 second'` })
    .where(and(eq(offers.serviceId, serviceId), sql`${offers.answer} is null`));
  await t.app.jobs.runDue();
}

describe("one by one: offer, refuse, timeout, accept", () => {
  it("offers the nearest courier with a deadline; their accept assigns the service and the history explains it", async () => {
    const h = await headquarterIn("auto_assignment", { acceptance_seconds: 30 });
    const { hq, desk, headers } = h;
    const ana = await courier(hq, "Ana", NEAR);
    await courier(hq, "Luis", MIDDLE);
    const heardByAna = offered(ana);
    const heardByDesk = nextEvent<{ answer: string | null; messenger: string }>(desk, EVENTS.offerChange);
    const before = Date.now();
    const id = await newService(h);

    const offer = await heardByAna;
    expect(offer.service).toBe(id);
    const seconds = (new Date(offer.deadline).getTime() - before) / 1000;
    expect(seconds).toBeGreaterThan(28);
    expect(seconds).toBeLessThan(32);
    expect(await heardByDesk).toMatchObject({ answer: null, messenger: ana.id });
    const listed = (await ana.call("GET", "/api/courier/offers/")).json();
    expect(listed).toMatchObject([
      { uuid: offer.offer, deadline: offer.deadline, service: { uuid: id, status: "by_assign", origin: "Calle 72 # 10-34" } },
    ]);
    const onDesk = (await t.app.inject({ method: "GET", url: "/api/dispatch/offers/", headers })).json();
    expect(onDesk).toMatchObject([
      { service: id, messenger: { uuid: ana.id, full_name: "Ana Prueba" }, step: "next_courier", answer: null },
    ]);
    expect((await serviceRow(id)).status).toBe("by_assign");

    const assignedHeard = nextEvent<{ uuid: string; messenger: string }>(desk, EVENTS.serviceAssigned);
    const res = await ana.accept(offer.offer);
    expect(res.statusCode, res.body).toBe(204);
    expect(await assignedHeard).toMatchObject({ uuid: id, messenger: ana.id });
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect(await offersOf(id)).toEqual([{ messenger: ana.id, round: 1, step: "next_courier", answer: "accepted" }]);
    const [sent, assigned] = await explanations(id);
    expect(sent).toBe("Ofrecido a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso)");
    expect(assigned).toBe(sent.replace("Ofrecido a", "Asignado a"));
    expect((await ana.call("GET", "/api/courier/offers/")).json()).toEqual([]);
  });

  it("a refusal sends the offer to the next courier; a timeout to the one after; the decision names both", async () => {
    const h = await headquarterIn("auto_assignment");
    const { hq, desk } = h;
    const ana = await courier(hq, "Ana", NEAR);
    const luis = await courier(hq, "Luis", MIDDLE);
    const pedro = await courier(hq, "Pedro", FAR);
    const toAna = offered(ana);
    const sentHeard = nextEvent<{ answer: string | null }>(desk, EVENTS.offerChange);
    const id = await newService(h);
    // The desk hears of the offer sent before it hears the answer.
    expect(await sentHeard).toMatchObject({ answer: null });

    const refusedHeard = nextEvent<{ answer: string; messenger: string }>(desk, EVENTS.offerChange);
    const toLuis = offered(luis);
    expect((await ana.refuse((await toAna).offer)).statusCode).toBe(204);
    expect(await refusedHeard).toMatchObject({ answer: "refused", messenger: ana.id });
    const luisOffer = await toLuis;
    expect(luisOffer.service).toBe(id);

    const toPedro = offered(pedro);
    await expireOffersOf(id);
    const pedroOffer = await toPedro;
    const late = await luis.accept(luisOffer.offer);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "CONFLICT", detail: OFFER_MESSAGES.gone });

    expect((await pedro.accept(pedroOffer.offer)).statusCode).toBe(204);
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: pedro.id });
    expect(await offersOf(id)).toEqual([
      { messenger: ana.id, round: 1, step: "next_courier", answer: "refused" },
      { messenger: luis.id, round: 2, step: "next_courier", answer: "expired" },
      { messenger: pedro.id, round: 3, step: "next_courier", answer: "accepted" },
    ]);
    const last = (await explanations(id)).at(-1);
    expect(last).toBe(
      "Asignado a Pedro Prueba (1,1 km, libre hace 0 min, sin servicios en curso); Ana Prueba rechazó; Luis Prueba no respondió a tiempo",
    );
  });

  it("a courier answering another's offer gets a 404 and changes nothing", async () => {
    const h = await headquarterIn("auto_assignment");
    const { hq } = h;
    const ana = await courier(hq, "Ana", NEAR);
    const luis = await courier(hq, "Luis", FAR);
    const toAna = offered(ana);
    const id = await newService(h);
    const { offer } = await toAna;
    expect((await luis.accept(offer)).statusCode).toBe(404);
    expect((await luis.refuse(offer)).statusCode).toBe(404);
    expect(await offersOf(id)).toEqual([{ messenger: ana.id, round: 1, step: "next_courier", answer: null }]);
  });

  it("nobody left: the service stays 'Por asignar', the desk is alerted and the history says why", async () => {
    const h = await headquarterIn("auto_assignment", { escalation: ["next_courier", "desk"] });
    const { hq, desk } = h;
    const ana = await courier(hq, "Ana", NEAR);
    await createCourier(t.db, {
      headquarterIds: [hq],
      isOnline: true,
      firstName: "Beto",
      lastName: "Lejos",
      location: { latitude: 4.9, longitude: -74.06 },
    });
    const toAna = offered(ana);
    const id = await newService(h);
    const alert = nextEvent<{ service: string }>(desk, EVENTS.dispatchDeskAlert);
    expect((await ana.refuse((await toAna).offer)).statusCode).toBe(204);
    expect(await alert).toMatchObject({ service: id });
    expect(await serviceRow(id)).toMatchObject({ status: "by_assign", messengerId: null });
    expect((await explanations(id)).at(-1)).toBe("Nadie disponible; vuelve a Por asignar; Ana Prueba rechazó; Beto Lejos fuera del radio");
  });
});

describe("first accept wins", () => {
  it("two couriers accepting one broadcast offer at once: exactly one gets it, the other a 409", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "broadcast" });
    const { hq } = h;
    const ana = await courier(hq, "Ana", NEAR);
    const luis = await courier(hq, "Luis", MIDDLE);
    const [toAna, toLuis] = [offered(ana), offered(luis)];
    const id = await newService(h);
    const answers = await Promise.all([ana.accept((await toAna).offer), luis.accept((await toLuis).offer)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: "CONFLICT", detail: OFFER_MESSAGES.gone });
    const winner = answers[0].statusCode === 204 ? ana.id : luis.id;
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: winner });
    expect((await offersOf(id)).map((o) => o.answer).sort()).toEqual(["accepted", "withdrawn"]);
  });

  it("a courier at the headquarter's maximum of active services may not accept another (409, nothing changes)", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "broadcast", max_active_services: 1 });
    const { hq } = h;
    const ana = await courier(hq, "Ana", NEAR);
    const first = await newService(h);
    const second = await newService(h);
    const [one, two] = (await ana.call("GET", "/api/courier/offers/")).json() as { uuid: string; service: { uuid: string } }[];
    expect([one.service.uuid, two.service.uuid]).toEqual([first, second]);
    expect((await ana.accept(one.uuid)).statusCode).toBe(204);
    const refused = await ana.accept(two.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(OFFER_MESSAGES.atCapacity);
    expect(await serviceRow(second)).toMatchObject({ status: "by_assign", messengerId: null });
    expect(await offersOf(second)).toEqual([{ messenger: ana.id, round: 1, step: "next_courier", answer: null }]);
  });

  it("cancelling a service withdraws its open offers", async () => {
    const h = await headquarterIn("auto_assignment");
    const { hq, headers } = h;
    const ana = await courier(hq, "Ana", NEAR);
    const toAna = offered(ana);
    const id = await newService(h);
    const { offer } = await toAna;
    const withdrawn = nextEvent<{ answer: string }>(ana.socket, EVENTS.offerChange);
    const cancel = await t.app.inject({ method: "PATCH", url: `/api/services/${id}/cancel/`, headers, payload: { reason: "Cliente" } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await withdrawn).toMatchObject({ offer, answer: "withdrawn" });
    expect((await ana.accept(offer)).statusCode).toBe(409);
  });
});

describe("busy couriers and shift ends (issue 22)", () => {
  it("a busy courier is free once it travelled the rest of its work, not now", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest" });
    const ana = await courier(h.hq, "Ana", NEAR);
    const first = await newService(h);
    expect(await serviceRow(first)).toMatchObject({ status: "assigned", messengerId: ana.id });
    const luis = await courier(h.hq, "Luis", FAR);
    const second = await newService(h);
    expect(await serviceRow(second)).toMatchObject({ status: "assigned", messengerId: luis.id });
    const [decision] = await decisionsOf(second);
    // Ana goes 111 m to the origin, then 3.5 km to the drop-off, at 20 km/h (10.9 minutes), and spends two minutes at
    // each of those two stops: 14.9 minutes of work left.
    const busy = decision.candidates.find((c) => c.courier_id === ana.id);
    expect(busy?.busy_minutes).toBeCloseTo(14.9, 1);
    expect(explainDecision(decision)).toMatch(/^Asignado a Luis Prueba \(1,1 km, libre hace 0 min, sin servicios en curso\)/);
  });

  it("a service whose only courier is busy past the hold waits for her, not for the desk, and is weighed again a minute later", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest" });
    const ana = await courier(h.hq, "Ana", NEAR);
    const first = await newService(h);
    const before = Date.now();
    // Ana has 14.9 minutes of work left (the test above): more than the hold's 5, so the second service is held.
    const second = await newService(h);
    expect(await serviceRow(second)).toMatchObject({ status: "by_assign", messengerId: null });
    const waitsForAna = "En espera de Ana Prueba (0,1 km, termina en 15 min, 1 servicio en curso)";
    expect(await explanations(second)).toEqual([waitsForAna]);
    const again = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.headquarterId, h.hq), eq(jobs.kind, "dispatch-pass-again")));
    expect(again.map((job) => job.status)).toEqual(["queued"]);
    expect(again[0].runAt.getTime() - before).toBeGreaterThanOrEqual(60_000);
    // Her first service cancelled, she is free: the pass run by the job gives her the second.
    const cancel = await t.app.inject({
      method: "PATCH",
      url: `/api/services/${first}/cancel/`,
      headers: h.headers,
      payload: { reason: "Cliente" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, again[0].id));
    await t.app.jobs.runDue();
    expect(await serviceRow(second)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect((await explanations(second)).map((text) => text.split(" (")[0])).toEqual(["En espera de Ana Prueba", "Asignado a Ana Prueba"]);
  });

  it("a held service nobody may take any more goes back to the desk with its alert, once; held again, it is said once", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest", escalation: ["next_courier", "desk"] });
    const ana = await courier(h.hq, "Ana", NEAR);
    await newService(h);
    const second = await newService(h);
    // Held at creation and again by the job's pass a minute later: the history says it once.
    await passAgainNow(h.hq);
    expect(await explanations(second)).toEqual(["En espera de Ana Prueba (0,1 km, termina en 15 min, 1 servicio en curso)"]);
    const off = await ana.call("POST", "/api/courier/activation/", { headquarter: h.hq, online: false });
    expect(off.statusCode, off.body).toBe(200);
    const alert = nextEvent<{ service: string }>(h.desk, EVENTS.dispatchDeskAlert);
    await passAgainNow(h.hq);
    expect(await alert).toMatchObject({ service: second });
    expect(await serviceRow(second)).toMatchObject({ status: "by_assign", messengerId: null });
    expect((await explanations(second)).at(-1)).toBe("Nadie disponible; vuelve a Por asignar");
    // Nothing is held any more: no pass is queued again.
    const queued = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.headquarterId, h.hq), eq(jobs.kind, "dispatch-pass-again"), eq(jobs.status, "queued")));
    expect(queued).toEqual([]);
  });

  it("with working hours counted, a courier whose hours end before the drop-off is passed over", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest", use_working_hours: true });
    const ana = await courier(h.hq, "Ana", NEAR);
    const luis = await courier(h.hq, "Luis", MIDDLE);
    // Ana's hours end within 5 minutes; the trip from the origin to the drop-off takes 10.5, and two more at the drop-off.
    const local = zonedDateTimeLocal(DEFAULT_TIME_ZONE, new Date());
    const minute = Math.min(minutesOfDay(local.slice(11, 16)) + 5, 24 * 60);
    const endsAt = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    await t.db
      .insert(messengerWorkingHours)
      .values({ messengerId: ana.id, headquarterId: h.hq, weekday: weekdayOf(local.slice(0, 10)), startsAt: "00:00", endsAt });
    const id = await newService(h);
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: luis.id });
    const [decision] = await decisionsOf(id);
    expect(decision.excluded).toEqual([{ courier_id: ana.id, name: "Ana Prueba", reason: "shift_over" }]);
    expect(explainDecision(decision)).toMatch(/; Ana Prueba termina su turno antes de recoger$/);
  });
});

describe("the other modes", () => {
  it("nearest free courier: assigned at once, by the system, with the decision", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest" });
    const { hq } = h;
    await courier(hq, "Luis", MIDDLE);
    const ana = await courier(hq, "Ana", NEAR);
    const id = await newService(h);
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect(await offersOf(id)).toEqual([]);
    const [decision] = await decisionsOf(id);
    expect(decision).toMatchObject({ outcome: "assigned", chosen_ids: [ana.id], step: "next_courier" });
    expect(decision.candidates.map((c) => c.name)).toEqual(["Ana Prueba", "Luis Prueba"]);
    const [assign] = await t.db
      .select({ userId: serviceHistory.userId })
      .from(serviceHistory)
      .where(and(eq(serviceHistory.serviceId, id), eq(serviceHistory.action, "assign")));
    expect(assign).toEqual({ userId: null });
  });

  it("a courier limited to other service types is passed over for the next (user-to-service-type)", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest" });
    const luis = await courier(h.hq, "Luis", MIDDLE);
    const ana = await courier(h.hq, "Ana", NEAR);
    const other = await resourceFactories["service-type"](t.db, h.hq);
    const limited = await t.app.inject({
      method: "PATCH",
      url: `/api/user-to-service-type/${ana.id}/`,
      headers: h.admin,
      payload: { service_types: [other] },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const id = await newService(h);
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: luis.id });
  });

  it("manual: nothing happens", async () => {
    const h = await headquarterIn("manual");
    const { hq } = h;
    await courier(hq, "Ana", NEAR);
    const id = await newService(h);
    expect(await serviceRow(id)).toMatchObject({ status: "by_assign", messengerId: null });
    expect(await offersOf(id)).toEqual([]);
    expect(await decisionsOf(id)).toEqual([]);
  });

  it("a courier coming online takes a service that waited for nobody", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest" });
    const { hq } = h;
    const id = await newService(h);
    expect(await explanations(id)).toEqual(["Nadie disponible; vuelve a Por asignar"]);
    const ana = await createCourier(t.db, { headquarterIds: [hq], firstName: "Ana", lastName: "Prueba", location: NEAR });
    const { access } = await login(t.app, ana.user.username, ana.password);
    const online = await t.app.inject({
      method: "POST",
      url: "/api/courier/activation/",
      headers: authHeaders(access),
      payload: { headquarter: hq, online: true },
    });
    expect(online.statusCode, online.body).toBe(200);
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: ana.id });
  });
});

describe("the assigning modes decide every waiting service together (issue 22)", () => {
  // Three stores: A (the factory's origin), B 2.2 km north of it, C 2.2 km west. Ana waits by B, Luis by C.
  const storeB = { latitude: 4.67, longitude: -74.06 };
  const storeC = { latitude: 4.65, longitude: -74.08 };

  it("three services waiting, two couriers coming online: each takes the store it stands by, not the oldest service", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest", max_active_services: 1 });
    const a = await newService(h);
    const b = await newService(h, undefined, storeB);
    const c = await newService(h, undefined, storeC);
    const ana = await courier(h.hq, "Ana", { latitude: 4.671, longitude: -74.06 }, false);
    const luis = await courier(h.hq, "Luis", { latitude: 4.65, longitude: -74.081 }, false);
    const toAna = nextEvent<{ uuid: string }>(ana.socket, EVENTS.serviceAssigned);
    const toLuis = nextEvent<{ uuid: string }>(luis.socket, EVENTS.serviceAssigned);
    for (const c of [ana, luis]) {
      const online = await c.call("POST", "/api/courier/activation/", { headquarter: h.hq, online: true });
      expect(online.statusCode, online.body).toBe(200);
    }
    expect((await toAna).uuid).toBe(b);
    expect((await toLuis).uuid).toBe(c);
    // First come would have given the oldest (A, 2.3 km from Ana) to Ana and B to Luis through the wider radius.
    expect(await serviceRow(a)).toMatchObject({ status: "by_assign", messengerId: null });
    expect(await serviceRow(b)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect(await serviceRow(c)).toMatchObject({ status: "assigned", messengerId: luis.id });
    expect((await explanations(b)).at(-1)).toBe("Asignado a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso)");
    expect((await explanations(a)).at(-1)).toBe("Nadie disponible; vuelve a Por asignar");
  });

  it("services waiting at one store go to one courier together in route order, up to her maximum", async () => {
    const h = await headquarterIn("auto_assignment", { strategy: "nearest", max_active_services: 2 });
    const far = await newService(h, { latitude: 4.7, longitude: -74.06 });
    const near = await newService(h, { latitude: 4.66, longitude: -74.06 });
    const third = await newService(h, { latitude: 4.66, longitude: -74.06 });
    const nearNumber = (await serviceRow(near)).consecutive;
    const ana = await courier(h.hq, "Ana", NEAR, false);
    const online = await ana.call("POST", "/api/courier/activation/", { headquarter: h.hq, online: true });
    expect(online.statusCode, online.body).toBe(200);
    const holders = async () => Promise.all([near, far, third].map(async (id) => (await serviceRow(id)).messengerId));
    await expect.poll(holders, { timeout: 10_000 }).toEqual([ana.id, ana.id, null]);
    expect(await serviceRow(far)).toMatchObject({ status: "assigned" });
    expect(await serviceRow(third)).toMatchObject({ status: "by_assign" });
    expect((await explanations(far)).at(-1)).toBe(
      `Asignado a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso); En ruta con #${nearNumber}, parada 2 de 2`,
    );
  });
});

describe("the queued modes follow the origin zone's queue", () => {
  const INSIDE_FIRST = { latitude: 4.648, longitude: -74.062 };

  /** A queued zone around the origin, and couriers going online inside it in this order (the queue's order). */
  async function queue(h: Awaited<ReturnType<typeof headquarterIn>>, names: string[]) {
    const staff = await createUser(t.db, { headquarterIds: [h.hq], permissions: ["view_geozone", "view_queuegeozone"] });
    const headers = authHeaders((await login(t.app, staff.user.username, staff.password)).access, h.hq);
    const zone = (
      await t.app.inject({ method: "POST", url: "/api/geo-zones/", headers, payload: { name: "Centro", polygon: square(-74.065, 4.645) } })
    ).json();
    expect((await t.app.inject({ method: "POST", url: "/api/queue-geo-zones/", headers, payload: { geo_zone: zone.id } })).statusCode).toBe(
      201,
    );
    const couriers: Courier[] = [];
    // The last in the queue stands nearest the origin: the order is the queue's, not the distance's.
    for (const [i, name] of names.entries()) {
      const c = await courier(h.hq, name, i === names.length - 1 ? NEAR : INSIDE_FIRST, false);
      const online = await c.call("POST", "/api/courier/activation/", { headquarter: h.hq, online: true });
      expect(online.statusCode, online.body).toBe(200);
      couriers.push(c);
    }
    return couriers;
  }

  it("auto_assignment_queued: the first of the queue gets the service at once", async () => {
    const h = await headquarterIn("auto_assignment_queued");
    const [luis] = await queue(h, ["Luis", "Ana"]);
    const id = await newService(h);
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: luis.id });
    const [decision] = await decisionsOf(id);
    expect(decision.candidates.map((c) => [c.name, c.parts.queue])).toEqual([
      ["Luis Prueba", 0],
      ["Ana Prueba", 2],
    ]);
  });

  it("a_assign_queued_accept: offered in queue order, one at a time", async () => {
    const h = await headquarterIn("a_assign_queued_accept");
    const [luis, ana] = await queue(h, ["Luis", "Ana"]);
    const toLuis = offered(luis);
    const id = await newService(h);
    const toAna = offered(ana);
    expect((await luis.refuse((await toLuis).offer)).statusCode).toBe(204);
    expect((await ana.accept((await toAna).offer)).statusCode).toBe(204);
    expect(await serviceRow(id)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect((await explanations(id)).at(-1)).toBe(
      "Asignado a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso); Luis Prueba rechazó",
    );
  });
});

describe("bundles: services of one origin offered together (issue 22)", () => {
  const goOnline = (c: Courier, hq: string) =>
    c.call("POST", "/api/courier/activation/", { headquarter: hq, online: true }).then((res) => expect(res.statusCode, res.body).toBe(200));
  // From the origin (4.65, -74.06): 'near' about 1.1 km north, 'far' about 5.5 km north.
  const nearDrop = { latitude: 4.66, longitude: -74.06 };
  const farDrop = { latitude: 4.7, longitude: -74.06 };

  it("two services waiting at one store reach one courier as a bundle in route order; accepted whole, both are hers, never over the maximum", async () => {
    const h = await headquarterIn("auto_assignment", { max_active_services: 2, bundle_window_minutes: 5 });
    const ana = await courier(h.hq, "Ana", NEAR, false);
    const far = await newService(h, farDrop);
    const near = await newService(h, nearDrop);
    const third = await newService(h, nearDrop);
    const [farNumber, nearNumber] = [(await serviceRow(far)).consecutive, (await serviceRow(near)).consecutive];

    const heard = offered(ana);
    await goOnline(ana, h.hq);
    const first = await heard;
    expect([far, near]).toContain(first.service);
    const listed = (await ana.call("GET", "/api/courier/offers/")).json() as {
      uuid: string;
      service: { uuid: string };
      bundle: { uuid: string; stop: number; stops: number } | null;
    }[];
    // The two oldest go together, the nearer drop-off first; the third alone (two is the maximum).
    const bundleId = listed[0].bundle?.uuid;
    expect(listed.map((o) => [o.service.uuid, o.bundle])).toEqual([
      [near, { uuid: bundleId, stop: 1, stops: 2 }],
      [far, { uuid: bundleId, stop: 2, stops: 2 }],
      [third, null],
    ]);
    expect((await explanations(far)).at(-1)).toBe(
      `Ofrecido a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso); En ruta con #${nearNumber}, parada 2 de 2`,
    );

    const accepted = await ana.call("POST", `/api/courier/offer-bundles/${bundleId}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(204);
    expect(await serviceRow(near)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect(await serviceRow(far)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect((await explanations(near)).at(-1)).toBe(
      `Asignado a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso); En ruta con #${farNumber}, parada 1 de 2`,
    );
    const mine = (await ana.call("GET", "/api/courier/services/?status=assigned")).json().results as {
      uuid: string;
      order: { uuid: string; stop: number; stops: number } | null;
    }[];
    expect(Object.fromEntries(mine.map((s) => [s.uuid, s.order]))).toEqual({
      [near]: { uuid: bundleId, stop: 1, stops: 2 },
      [far]: { uuid: bundleId, stop: 2, stops: 2 },
    });

    const [alone] = (await ana.call("GET", "/api/courier/offers/")).json() as { uuid: string }[];
    const over = await ana.accept(alone.uuid);
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(OFFER_MESSAGES.atCapacity);
    expect(await serviceRow(third)).toMatchObject({ status: "by_assign", messengerId: null });
  });

  it("a service created while its store's others are offered to a courier joins her bundle while her maximum allows, else goes alone", async () => {
    const h = await headquarterIn("auto_assignment", { max_active_services: 2 });
    const ana = await courier(h.hq, "Ana", NEAR);
    await courier(h.hq, "Luis", MIDDLE);
    const heardFirst = offered(ana);
    const far = await newService(h, farDrop);
    const first = await heardFirst;
    const heardJoin = offered(ana);
    const near = await newService(h, nearDrop);
    const join = await heardJoin;
    expect(join).toMatchObject({ service: near, deadline: first.deadline });
    type Listed = { uuid: string; service: { uuid: string }; bundle: { uuid: string; stop: number; stops: number } | null };
    const listed = (await ana.call("GET", "/api/courier/offers/")).json() as Listed[];
    const bundleId = listed[0].bundle?.uuid;
    expect(listed.map((o) => [o.service.uuid, o.bundle])).toEqual([
      [near, { uuid: bundleId, stop: 1, stops: 2 }],
      [far, { uuid: bundleId, stop: 2, stops: 2 }],
    ]);
    const [farNumber, nearNumber] = [(await serviceRow(far)).consecutive, (await serviceRow(near)).consecutive];
    expect((await explanations(near)).at(-1)).toBe(
      `Ofrecido a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso); En ruta con #${farNumber}, parada 1 de 2`,
    );
    // The service already offered alone now says where the newcomer put it in her route.
    expect((await explanations(far)).slice(-2)).toEqual([
      "Ofrecido a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso)",
      `Ofrecido a Ana Prueba (0,1 km, libre hace 0 min, sin servicios en curso); En ruta con #${nearNumber}, parada 2 de 2`,
    ]);

    // A third would put her over two: it is offered on its own.
    const heardAlone = offered(ana);
    const alone = await newService(h, nearDrop);
    expect((await heardAlone).service).toBe(alone);
    const after = (await ana.call("GET", "/api/courier/offers/")).json() as Listed[];
    expect(after.find((o) => o.service.uuid === alone)?.bundle).toBeNull();

    const accepted = await ana.call("POST", `/api/courier/offer-bundles/${bundleId}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(204);
    expect(await serviceRow(near)).toMatchObject({ status: "assigned", messengerId: ana.id });
    expect(await serviceRow(far)).toMatchObject({ status: "assigned", messengerId: ana.id });
  });

  it("a bundle over the courier's room is refused whole (409) and changes nothing; another's bundle is a 404", async () => {
    const h = await headquarterIn("auto_assignment", { max_active_services: 2 });
    const ana = await courier(h.hq, "Ana", NEAR, false);
    const luis = await courier(h.hq, "Luis", FAR, false);
    const far = await newService(h, farDrop);
    const near = await newService(h, nearDrop);
    const toAna = offered(ana);
    await goOnline(ana, h.hq);
    await toAna;
    const [offer] = (await ana.call("GET", "/api/courier/offers/")).json() as { uuid: string; bundle: { uuid: string } }[];
    expect((await luis.call("POST", `/api/courier/offer-bundles/${offer.bundle.uuid}/accept/`)).statusCode).toBe(404);
    // A service assigned to Ana meanwhile leaves room for one: the bundle of two is over her maximum.
    const other = await newService(h, nearDrop);
    const assign = await t.app.inject({
      method: "PATCH",
      url: `/api/services/${other}/assign/`,
      headers: h.headers,
      payload: { messenger: ana.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const over = await ana.call("POST", `/api/courier/offer-bundles/${offer.bundle.uuid}/accept/`);
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(OFFER_MESSAGES.atCapacity);
    expect(await serviceRow(far)).toMatchObject({ status: "by_assign", messengerId: null });
    expect(await serviceRow(near)).toMatchObject({ status: "by_assign", messengerId: null });
    expect((await offersOf(near)).map((o) => o.answer)).toEqual([null]);
  });
});

describe("covenants' priority groups (issue 22)", () => {
  it("a service of a business store goes first to the courier its covenant's priority group names, though farther", async () => {
    const h = await headquarterIn("auto_assignment");
    const ana = await courier(h.hq, "Ana", NEAR);
    await courier(h.hq, "Pedro", MIDDLE);
    const luis = await courier(h.hq, "Luis", FAR);
    const toAna = offered(ana);
    const id = await newService(h);
    const { offer } = await toAna;
    // The service comes from a store whose only priority group holds a covenant naming Luis.
    const covenant = await createCovenant(t.db, h.hq);
    await t.db
      .update(covenants)
      .set({ settings: { ...DEFAULT_COVENANT_SETTINGS, couriers: [luis.id] } })
      .where(eq(covenants.id, covenant.id));
    const group = await createPriorityGroup(t.db, h.hq, covenant.businessStoreId);
    await t.db.insert(priorityGroupMembers).values({ groupId: group.id, covenantId: covenant.id });
    await t.db.update(services).set({ businessStoreId: covenant.businessStoreId }).where(eq(services.id, id));

    const toLuis = offered(luis);
    expect((await ana.refuse(offer)).statusCode).toBe(204);
    expect((await toLuis).service).toBe(id);
    const [decision] = (await decisionsOf(id)).slice(-1);
    // Ana (asked already) and Pedro are nearer but outside every group: 5 minutes after the store's one group.
    expect(decision.candidates.map((c) => [c.name, c.parts.priority, c.priority_group])).toEqual([
      ["Luis Prueba", 0, 1],
      ["Ana Prueba", 5, null],
      ["Pedro Prueba", 5, null],
    ]);
    expect(explainDecision(decision)).toBe(
      "Ofrecido a Luis Prueba (1,1 km, libre hace 0 min, sin servicios en curso, grupo de prioridad 1 del convenio); Ana Prueba rechazó",
    );
  });
});

describe("a courier who accepted but does not come closer", () => {
  it("is flagged on the desk once the stall minutes pass; one click offers the service to the next courier", async () => {
    const h = await headquarterIn("auto_assignment", { stall_minutes: 2 });
    const { desk, headers } = h;
    const ana = await courier(h.hq, "Ana", MIDDLE);
    const luis = await courier(h.hq, "Luis", FAR);
    const toAna = offered(ana);
    const id = await newService(h);
    expect((await ana.accept((await toAna).offer)).statusCode).toBe(204);
    const reoffer = () => t.app.inject({ method: "POST", url: `/api/dispatch/services/${id}/reoffer/`, headers });
    const early = await reoffer();
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(OFFER_MESSAGES.notStalled);

    // A minute after accepting is not yet two: nothing is flagged.
    const acceptedAgo = (minutes: number) =>
      t.db
        .update(offers)
        .set({ answeredAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(offers.serviceId, id));
    await acceptedAgo(1);
    await t.app.jobs.runDue();
    expect((await t.app.inject({ method: "GET", url: "/api/dispatch/offers/", headers })).json()).toEqual([]);

    await acceptedAgo(3);
    const flagged = nextEvent<{ service: string; messenger: string }>(desk, EVENTS.courierStalled);
    await t.app.jobs.runDue();
    expect(await flagged).toMatchObject({ service: id, messenger: ana.id });
    const onDesk = (await t.app.inject({ method: "GET", url: "/api/dispatch/offers/", headers })).json();
    expect(onDesk).toMatchObject([{ service: id, messenger: { uuid: ana.id }, answer: "accepted" }]);
    expect(onDesk[0].stalled_at).not.toBeNull();

    const toLuis = offered(luis);
    expect((await reoffer()).statusCode).toBe(204);
    expect((await toLuis).service).toBe(id);
    expect(await serviceRow(id)).toMatchObject({ status: "by_assign", messengerId: null });
    const [unassigned] = await t.db
      .select({ data: serviceHistory.data })
      .from(serviceHistory)
      .where(and(eq(serviceHistory.serviceId, id), eq(serviceHistory.action, "unassign")));
    expect(unassigned.data).toMatchObject({ reason: "No avanzó hacia el origen", from_messenger: ana.id });
  });

  it("a courier who came closer is not flagged", async () => {
    const h = await headquarterIn("auto_assignment", { stall_minutes: 1 });
    const ana = await courier(h.hq, "Ana", FAR);
    const toAna = offered(ana);
    const id = await newService(h);
    expect((await ana.accept((await toAna).offer)).statusCode).toBe(204);
    const points = [{ ...NEAR, accuracy: 5, speed: 0, using_fake_location: false, coordinates_created_at: new Date().toISOString() }];
    expect((await ana.call("POST", "/api/courier/locations/", { points })).statusCode).toBe(201);
    await t.db.update(offers).set({ answeredAt: sql`now() - interval '5 minutes'` }).where(eq(offers.serviceId, id));
    await t.app.jobs.runDue();
    const [offer] = await t.db.select().from(offers).where(eq(offers.serviceId, id));
    expect([Math.round((offer.acceptedKm ?? 0) * 100) / 100, offer.stalledAt]).toEqual([1.11, null]);
  });
});

describe("a restart keeps the offer's deadline", () => {
  it("an offer sent before the app closed expires at its stored deadline on the next app, which offers the next courier", async () => {
    const h = await headquarterIn("auto_assignment", { acceptance_seconds: 10 });
    const ana = await courier(h.hq, "Ana", NEAR);
    const luis = await courier(h.hq, "Luis", MIDDLE);
    const toAna = offered(ana);
    const id = await newService(h);
    const { deadline } = await toAna;
    await t.app.close();

    const next = await buildApp({ config: { ...t.config, jobsPollMs: 200 }, database: t.database, logger: false });
    await next.ready();
    try {
      const [stored] = await t.db
        .select()
        .from(offers)
        .where(and(eq(offers.serviceId, id), eq(offers.messengerId, ana.id)));
      expect(stored).toMatchObject({ answer: null, deadline: new Date(deadline) });
      await expect
        .poll(async () => (await offersOf(id)).map((o) => o.answer), { timeout: 15_000, interval: 250 })
        .toEqual(["expired", null]);
      const [expired] = await t.db
        .select()
        .from(offers)
        .where(and(eq(offers.serviceId, id), eq(offers.messengerId, ana.id)));
      expect(expired.answeredAt?.getTime()).toBeGreaterThanOrEqual(new Date(deadline).getTime());
      expect((await offersOf(id))[1]).toMatchObject({ messenger: luis.id, round: 2, answer: null });
    } finally {
      await next.close();
    }
  }, 30_000);
});
