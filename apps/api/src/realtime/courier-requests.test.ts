import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, sendThroughSocket } from "@despacho/client";
import { type ChatSendMessagePayload, COURIER_SOCKET_EVENTS, EVENTS } from "@despacho/domain";
import { chatMessages, messengerLocations, messengers } from "../db/schema/index.js";
import { type CourierOverrides, createCourier } from "../test/courier-factories.js";
import { createHeadquarter, createUser } from "../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../test/harness.js";
import { connectSocket, nextEvent, recordEvents } from "./socket-test-helpers.js";

// Issue 21: a courier's socket sends points and chat messages as the HTTP endpoints take them, answered by ack.
let t: TestApp;
let baseUrl: string;
let hq: string;
let deskToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  hq = (await createHeadquarter(t.db)).id;
  const desk = await createUser(t.db, { headquarterIds: [hq], permissions: ["view_desktop_menu", "view_map_menu", "view_chat_menu"] });
  deskToken = (await login(t.app, desk.user.username, desk.password)).access;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t?.close());

async function open(token: string, profile: string) {
  const { socket } = await connectSocket(baseUrl, { token, headquarter: hq, profile });
  sockets.push(socket);
  return socket;
}

async function courierSocket(overrides: CourierOverrides = {}) {
  const courier = await createCourier(t.db, { headquarterIds: [hq], isOnline: true, ...overrides });
  const { access } = await login(t.app, courier.user.username, courier.password);
  return { id: courier.id, access, socket: await open(access, "messenger") };
}

const point = (second: number, latitude = 4.6) => ({
  latitude,
  longitude: -74.08,
  accuracy: 5,
  speed: 3,
  coordinates_created_at: new Date(Date.now() - (60 - second) * 1000).toISOString(),
});
const pointsOf = (messengerId: string) => t.db.$count(messengerLocations, eq(messengerLocations.messengerId, messengerId));

/** The courier's location events the desk heard. */
const heardAbout = (heard: Map<string, unknown[]>, messenger: string) =>
  (heard.get(EVENTS.messengerLocationChange) ?? []).filter((payload) => (payload as { messenger: string }).messenger === messenger);

describe("a courier's points through its socket", () => {
  it("stores every point of one emit, acknowledges them and tells the desk once, with the newest", async () => {
    const desk = await open(deskToken, "staff");
    const heard = recordEvents(desk);
    const courier = await courierSocket();
    const heardNewest = nextEvent<{ messenger: string; latitude: number }>(desk, EVENTS.messengerLocationChange);
    const answer = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, {
      points: [point(1, 4.61), point(3, 4.63), point(2, 4.62)],
    });
    expect(answer).toEqual({ ok: true, data: { accepted: 3 } });
    expect(await pointsOf(courier.id)).toBe(3);
    expect(await heardNewest).toMatchObject({ messenger: courier.id, latitude: 4.63 });
    const [profile] = await t.db.select({ latitude: messengers.latitude }).from(messengers).where(eq(messengers.id, courier.id));
    expect(profile.latitude).toBe(4.63);
    // A later emit of another courier proves nothing else about this one was on its way.
    const other = await courierSocket();
    const heardOther = nextEvent(desk, EVENTS.messengerLocationChange);
    await other.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, { points: [point(4)] });
    await heardOther;
    expect(heardAbout(heard, courier.id).map((p) => (p as { latitude: number }).latitude)).toEqual([4.63]);
  });

  it("takes 20 couriers' emits of one moment together: each stored and acknowledged, the desk hearing each courier's newest", async () => {
    const desk = await open(deskToken, "staff");
    const heard = recordEvents(desk);
    const couriers = await Promise.all(Array.from({ length: 20 }, () => courierSocket()));
    // Each courier emits twice at once, the second emit newer: two batches at least, the second written while the first settles.
    const emits = (second: number) =>
      couriers.map((c, i) =>
        c.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, { points: [point(second, 4.6 + i / 1000 + second / 100_000)] }),
      );
    const answers = await Promise.all([...emits(10), ...emits(20)]);
    expect(answers).toEqual(Array(40).fill({ ok: true, data: { accepted: 1 } }));
    expect(await Promise.all(couriers.map((c) => pointsOf(c.id)))).toEqual(Array(20).fill(2));
    // Every emit was answered after its batch told the desk: what the desk heard last of each courier is its newest.
    const last = couriers.map((c) => (heardAbout(heard, c.id).at(-1) as { latitude: number } | undefined)?.latitude);
    expect(last).toEqual(couriers.map((_, i) => 4.6 + i / 1000 + 20 / 100_000));
  });

  it("refuses a bad batch with the Spanish error of the HTTP endpoint and stores none of it", async () => {
    const courier = await courierSocket();
    const tooMany = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, {
      points: Array.from({ length: 51 }, (_, i) => point(i % 60)),
    });
    expect(tooMany).toEqual({
      ok: false,
      status: 400,
      code: "VALIDATION",
      detail: "Datos inválidos",
      errors: [{ field: "points", message: "Máximo 50 puntos por envío" }],
    });
    const badPoint = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, {
      points: [point(1), { ...point(2), latitude: 91 }],
    });
    expect(badPoint).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: [{ field: "points.1.latitude" }] });
    expect(await pointsOf(courier.id)).toBe(0);
  });

  it("refuses the points of a courier who may be online nowhere (blocked) with the 409 of the HTTP endpoint", async () => {
    const blocked = await courierSocket({ blockedIn: [hq] });
    expect(await blocked.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, { points: [point(5)] })).toEqual({
      ok: false,
      status: 409,
      code: "CONFLICT",
      detail: "No puede enviar su ubicación: no está vinculado ni habilitado en ninguna sucursal",
    });
    expect(await pointsOf(blocked.id)).toBe(0);
  });

  it("answers the shared client's sendThroughSocket as its HTTP twin: the points accepted, a refusal an ApiError", async () => {
    const courier = await courierSocket();
    expect(await sendThroughSocket(courier.socket, COURIER_SOCKET_EVENTS.locations, { points: [point(7)] })).toEqual({ accepted: 1 });
    const refused = await sendThroughSocket(courier.socket, COURIER_SOCKET_EVENTS.locations, { points: [] }).catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect([refused.status, refused.kind, refused.message, refused.fields]).toEqual([
      400,
      "bad-request",
      "Datos inválidos",
      [{ field: "points", message: "Envíe al menos un punto" }],
    ]);
  });

  it("is not heard from a staff socket", async () => {
    const desk = await open(deskToken, "staff");
    const answered = desk
      .timeout(500)
      .emitWithAck(COURIER_SOCKET_EVENTS.locations, { points: [point(1)] })
      .then(
        () => "answered",
        () => "no answer",
      );
    expect(await answered).toBe("no answer");
  });
});

describe("a courier's chat message through its socket", () => {
  it("reaches the desk and is acknowledged with the stored message", async () => {
    const desk = await open(deskToken, "staff");
    const courier = await courierSocket();
    const delivered = nextEvent<ChatSendMessagePayload>(desk, EVENTS.chatSendMessage);
    const answer = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.chatMessage, {
      headquarter: hq,
      type: "text",
      content: "Voy en camino",
    });
    expect(answer).toMatchObject({ ok: true, data: { type: "text", content: "Voy en camino" } });
    const heard = await delivered;
    expect(heard.messages.map(({ message }) => message)).toEqual([answer.data]);
    expect(await t.db.$count(chatMessages, eq(chatMessages.id, answer.data.uuid))).toBe(1);
  });

  it("answers a headquarter the courier is not linked to with the HTTP endpoint's 404, storing nothing", async () => {
    const courier = await courierSocket();
    const elsewhere = (await createHeadquarter(t.db)).id;
    const before = await t.db.$count(chatMessages);
    expect(
      await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.chatMessage, { headquarter: elsewhere, type: "text", content: "Hola" }),
    ).toEqual({ ok: false, status: 404, code: "NOT_FOUND", detail: "No encontrado." });
    expect(await t.db.$count(chatMessages)).toBe(before);
  });
});

// Decision 032: an Idempotency-Key beside the body, the same rule as HTTP's header (plugins/idempotency.ts).
describe("a courier's socket request with an Idempotency-Key", () => {
  it("stores the points of a request sent twice once, and answers both the same", async () => {
    const courier = await courierSocket();
    const request = { points: [point(10, 4.64), point(11, 4.65)], idempotency_key: "lote-0001-abc" };
    const first = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, request);
    const again = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, request);
    expect(first).toEqual({ ok: true, data: { accepted: 2 } });
    expect(again).toEqual({ ok: true, data: { accepted: 2 } });
    expect(await pointsOf(courier.id)).toBe(2);
  });

  it("replays by HTTP what the socket stored under the same key (the outbox after an unanswered ack)", async () => {
    const courier = await courierSocket();
    const body = { points: [point(12, 4.66)] };
    const key = "lote-0002-abc";
    expect(await sendThroughSocket(courier.socket, COURIER_SOCKET_EVENTS.locations, body, { key })).toEqual({ accepted: 1 });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/courier/locations/",
      headers: { ...authHeaders(courier.access), "idempotency-key": key },
      payload: body,
    });
    expect([res.statusCode, res.headers["idempotent-replayed"], res.json()]).toEqual([201, "true", { accepted: 1 }]);
    expect(await pointsOf(courier.id)).toBe(1);
  });

  it("stores a chat message sent twice once, and acknowledges both with that message", async () => {
    const desk = await open(deskToken, "staff");
    const heard = recordEvents(desk);
    const courier = await courierSocket();
    const request = { headquarter: hq, type: "text", content: "Llegando a la portería", idempotency_key: "mensaje-0001" };
    const first = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.chatMessage, request);
    const again = await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.chatMessage, request);
    expect(first).toMatchObject({ ok: true, data: { type: "text", content: "Llegando a la portería" } });
    expect(again).toEqual(first);
    expect(await t.db.$count(chatMessages, eq(chatMessages.content, "Llegando a la portería"))).toBe(1);
    // The desk heard it once: the repeated request ran nothing.
    const other = await courierSocket();
    const heardOther = nextEvent(desk, EVENTS.chatSendMessage);
    await other.socket.emitWithAck(COURIER_SOCKET_EVENTS.chatMessage, { headquarter: hq, type: "text", content: "Otro" });
    await heardOther;
    const delivered = (heard.get(EVENTS.chatSendMessage) ?? [])
      .flatMap((payload) => (payload as ChatSendMessagePayload).messages)
      .filter(({ message }) => message.content === "Llegando a la portería");
    expect(delivered).toHaveLength(1);
  });

  it("refuses the same key with other points, and a malformed key, storing nothing more", async () => {
    const courier = await courierSocket();
    const key = "lote-0003-abc";
    await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, { points: [point(13)], idempotency_key: key });
    expect(await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, { points: [point(14)], idempotency_key: key })).toEqual({
      ok: false,
      status: 409,
      code: "IDEMPOTENCY_MISMATCH",
      detail: "La clave de idempotencia ya se usó con otros datos",
    });
    expect(await courier.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, { points: [point(15)], idempotency_key: "x" })).toEqual({
      ok: false,
      status: 400,
      code: "VALIDATION",
      detail: "Idempotency-Key inválida",
      errors: [{ field: "idempotency_key", message: "Idempotency-Key inválida" }],
    });
    expect(await pointsOf(courier.id)).toBe(1);
  });

  it("frees the key of a refused request: the same request again is refused for its own reason, not as a key in use", async () => {
    const blocked = await courierSocket({ blockedIn: [hq] });
    const request = { points: [point(16)], idempotency_key: "lote-0004-abc" };
    const refusal = {
      ok: false,
      status: 409,
      code: "CONFLICT",
      detail: "No puede enviar su ubicación: no está vinculado ni habilitado en ninguna sucursal",
    };
    expect(await blocked.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, request)).toEqual(refusal);
    expect(await blocked.socket.emitWithAck(COURIER_SOCKET_EVENTS.locations, request)).toEqual(refusal);
    expect(await pointsOf(blocked.id)).toBe(0);
  });
});
