import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ChatSendMessagePayload, EVENTS } from "@despacho/domain";
import { connectSocket, nextEvent, recordEvents } from "../../realtime/socket-test-helpers.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, multipartBody, type TestApp } from "../../test/harness.js";

let t: TestApp;
let baseUrl: string;
let hq: string;
let otherHq: string;
const sockets: Socket[] = [];
type Headers = Record<string, string>;
let ana: { id: string; headers: Headers; token: string };
let beto: { id: string; headers: Headers };
let outsider: Headers;
let noChat: Headers;

async function staff(headquarterId: string, permissions: string[], firstName = "Ana") {
  const made = await createUser(t.db, { headquarterIds: [headquarterId], permissions, firstName, lastName: "Díaz" });
  const token = (await login(t.app, made.user.username, made.password)).access;
  return { id: made.user.id, token, headers: authHeaders(token, headquarterId) };
}

async function courier(headquarterIds: string[], firstName = "Carlos") {
  const made = await createCourier(t.db, { headquarterIds, firstName, lastName: "Mora" });
  const token = (await login(t.app, made.user.username, made.password)).access;
  return { id: made.id, userId: made.user.id, username: made.user.username, token, headers: authHeaders(token) };
}

const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Headers, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
const say = (who: Headers, messenger: string, content: string) => post("/api/chats/messages/", who, { messenger, type: "text", content });
const reply = (who: Headers, headquarter: string, content: string) =>
  post("/api/courier/chat/messages/", who, { headquarter, type: "text", content });

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const company = await createCompany(t.db);
  hq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  otherHq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  ana = await staff(hq, ["view_chat_menu"], "Ana");
  beto = await staff(hq, ["view_chat_menu"], "Beto");
  outsider = (await staff(otherHq, ["view_chat_menu"])).headers;
  noChat = (await staff(hq, ["view_desktop_menu"])).headers;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t?.close());

const listen = async (auth: { token: string; headquarter: string; profile: string }) => {
  const { socket } = await connectSocket(baseUrl, auth);
  sockets.push(socket);
  return socket;
};

describe("desk and courier talk (spec §7 Chat)", () => {
  it("a desk message reaches the courier; the courier's answer reaches every chat desk of the headquarter", async () => {
    const carlos = await courier([hq]);
    const courierSocket = await listen({ token: carlos.token, headquarter: hq, profile: "messenger" });
    const heardByCourier = nextEvent<ChatSendMessagePayload>(courierSocket, EVENTS.chatSendMessage);
    const sent = await say(ana.headers, carlos.id, "  Hola Carlos, ¿vas por la Calle 72?  ");
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      type: "text",
      source: "company",
      content: "Hola Carlos, ¿vas por la Calle 72?",
      messenger: carlos.id,
      headquarter_uuid: hq,
      by: { uuid: ana.id, first_name: "Ana", last_name: "Díaz" },
      seen_by: [ana.id],
    });
    const unreadOf = async (headers: Record<string, string>) =>
      (await get("/api/chats/?q=carlos", headers)).json().results.map((c: { unread: number }) => c.unread);
    expect(await unreadOf(ana.headers)).toEqual([0]);
    expect((await heardByCourier).messages.map(({ message }) => message)).toMatchObject([
      { content: "Hola Carlos, ¿vas por la Calle 72?", source: "company" },
    ]);

    const deskSocket = await listen({ token: ana.token, headquarter: hq, profile: "staff" });
    const heardByDesk = nextEvent<ChatSendMessagePayload>(deskSocket, EVENTS.chatSendMessage);
    const answer = await reply(carlos.headers, hq, "Sí, llego en 5 minutos");
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      source: "messenger",
      by: { uuid: carlos.userId, first_name: "Carlos" },
      seen_by: [carlos.userId],
    });
    expect(await unreadOf(ana.headers)).toEqual([1]);
    expect(await heardByDesk).toMatchObject({
      headquarter: hq,
      messages: [{ message: { content: "Sí, llego en 5 minutos" }, messenger: { full_name: "Carlos Mora", is_online: false } }],
    });

    const thread = await get(`/api/courier/chat/messages/?headquarter=${hq}`, carlos.headers);
    expect(thread.json().results.map((m: { content: string }) => m.content)).toEqual([
      "Sí, llego en 5 minutos",
      "Hola Carlos, ¿vas por la Calle 72?",
    ]);
  });

  it("a courier's voice note is stored, reaches the desk live as an audio message and is read back in the thread", async () => {
    const carlos = await courier([hq], "Voz");
    const note = Buffer.concat([Buffer.from("OggS"), Buffer.alloc(40)]);
    const body = multipartBody({}, { field: "file", filename: "audio.ogg", contentType: "audio/ogg", data: note });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/courier/chat/upload-audio/",
      payload: body.payload,
      headers: { ...body.headers, ...carlos.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json();
    expect(url).toMatch(/^\/uploads\/chats\/[0-9a-f-]{36}\.ogg$/);

    const deskSocket = await listen({ token: ana.token, headquarter: hq, profile: "staff" });
    const heardByDesk = nextEvent<ChatSendMessagePayload>(deskSocket, EVENTS.chatSendMessage);
    const sent = await post("/api/courier/chat/messages/", carlos.headers, { headquarter: hq, type: "audio", content: url });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ type: "audio", content: url, source: "messenger" });
    expect((await heardByDesk).messages.map(({ message }) => message)).toMatchObject([
      { type: "audio", content: url, source: "messenger" },
    ]);

    const chat = (await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json();
    const thread = (await get(`/api/chats/messages/?chat=${chat.uuid}`, ana.headers)).json();
    expect(thread.results.map((m: { type: string; content: string }) => [m.type, m.content])).toEqual([["audio", url]]);
    const served = await get(url, ana.headers);
    expect([served.statusCode, served.rawPayload]).toEqual([200, note]);
  });

  it("refuses an audio message whose content is not a chat upload", async () => {
    const carlos = await courier([hq], "Eco");
    const res = await post("/api/courier/chat/messages/", carlos.headers, {
      headquarter: hq,
      type: "audio",
      content: "https://evil.example/x.ogg",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "content", message: "El archivo no se encuentra; súbalo de nuevo" }]);
  });

  it("lists contacts newest first, 5 per page with a cursor, each with the caller's unread count and latest message", async () => {
    const headquarter = (await createHeadquarter(t.db)).id;
    const desk = await staff(headquarter, ["view_chat_menu"], "Dora");
    const couriers = [];
    for (const name of ["Uno", "Dos", "Tres", "Cuatro", "Cinco", "Seis"]) couriers.push(await courier([headquarter], name));
    for (const [i, c] of couriers.entries()) {
      for (let n = 0; n <= i; n++) expect((await reply(c.headers, headquarter, `Mensaje ${n + 1} de ${c.username}`)).statusCode).toBe(201);
    }
    const first = await get("/api/chats/", desk.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first.json().results.map((c: { messenger: { full_name: string }; unread: number }) => [c.messenger.full_name, c.unread]),
    ).toEqual([
      ["Seis Mora", 6],
      ["Cinco Mora", 5],
      ["Cuatro Mora", 4],
      ["Tres Mora", 3],
      ["Dos Mora", 2],
    ]);
    expect(first.json().results[0].lastMessage.content).toBe(`Mensaje 6 de ${couriers[5]?.username}`);
    const second = await get(`/api/chats/?cursor=${first.json().next}`, desk.headers);
    expect(second.json()).toMatchObject({ next: null, results: [{ messenger: { full_name: "Uno Mora" }, unread: 1 }] });
    const found = await get("/api/chats/?q=cuatro", desk.headers);
    expect(found.json().results.map((c: { messenger: { full_name: string } }) => c.messenger.full_name)).toEqual(["Cuatro Mora"]);
  });

  it("pages a thread 20 at a time, newest first, with the cursor of the older ones", async () => {
    const carlos = await courier([hq], "Largo");
    for (let n = 1; n <= 25; n++) expect((await say(ana.headers, carlos.id, `Punto ${n}`)).statusCode).toBe(201);
    const chat = (await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json();
    const first = await get(`/api/chats/messages/?chat=${chat.uuid}`, ana.headers);
    expect(first.json().results).toHaveLength(20);
    expect(first.json().results[0].content).toBe("Punto 25");
    expect(first.json().results[19].content).toBe("Punto 6");
    const older = await get(`/api/chats/messages/?chat=${chat.uuid}&cursor=${first.json().next}`, ana.headers);
    expect(older.json().results.map((m: { content: string }) => m.content)).toEqual([
      "Punto 5",
      "Punto 4",
      "Punto 3",
      "Punto 2",
      "Punto 1",
    ]);
    expect(older.json().next).toBeNull();
    // 25 of Ana's messages nobody has seen: counted up to 21, enough for the "+20" badge.
    expect((await get(`/api/chats/messengers/${carlos.id}/`, beto.headers)).json().unread).toBe(21);
  });

  it("refuses a cursor that is not a chat's or a message's id (400 on cursor), on the contacts and on both threads", async () => {
    const carlos = await courier([hq], "Cursor");
    await say(ana.headers, carlos.id, "Hola");
    const chat = (await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json();
    const answers = await Promise.all([
      get("/api/chats/?cursor=x", ana.headers),
      get(`/api/chats/messages/?chat=${chat.uuid}&cursor=x`, ana.headers),
      get(`/api/courier/chat/messages/?headquarter=${hq}&cursor=x`, carlos.headers),
    ]);
    for (const answer of answers) {
      expect([answer.statusCode, answer.json().errors]).toEqual([400, [{ field: "cursor", message: "Identificador inválido" }]]);
    }
  });
});

describe("unread and seen (spec §4)", () => {
  it("counts a courier's messages unread per desk user until each marks the chat seen, and tells the desks", async () => {
    const carlos = await courier([hq], "Visto");
    await reply(carlos.headers, hq, "Ya recogí el paquete");
    await reply(carlos.headers, hq, "Voy en camino");
    const chat = (await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json();
    expect(chat.unread).toBe(2);
    const deskSocket = await listen({ token: ana.token, headquarter: hq, profile: "staff" });
    const heard = nextEvent<{ user: string; chat: string; messages: string[] }>(deskSocket, EVENTS.chatSeeMessage);
    const seen = await post("/api/chats/seen/", ana.headers, { chat: chat.uuid });
    expect(seen.json()).toEqual({ seen: 2 });
    expect(await heard).toMatchObject({ user: ana.id, chat: chat.uuid, messenger: carlos.id });
    expect((await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json().unread).toBe(0);
    expect((await get(`/api/chats/messengers/${carlos.id}/`, beto.headers)).json().unread).toBe(2);
    expect((await post("/api/chats/seen/", ana.headers, { chat: chat.uuid })).json()).toEqual({ seen: 0 });
    await reply(carlos.headers, hq, "Entregado");
    expect((await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json().unread).toBe(1);
  });

  it("never counts Ana's own message unread for her; Beto has it unread until he sees it", async () => {
    const carlos = await courier([hq], "Propio");
    await say(ana.headers, carlos.id, "Recoge en la bodega 3");
    expect((await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json().unread).toBe(0);
    expect((await get(`/api/chats/messengers/${carlos.id}/`, beto.headers)).json().unread).toBe(1);
    expect((await post("/api/courier/chat/seen/", carlos.headers, { headquarter: hq })).json()).toEqual({ seen: 1 });
    expect((await get(`/api/chats/messengers/${carlos.id}/`, ana.headers)).json().unread).toBe(0);
    expect((await get(`/api/chats/messengers/${carlos.id}/`, beto.headers)).json().unread).toBe(1);
  });
});

describe("forward (spec §2.4)", () => {
  it("sends the chosen messages, in order, as the desk's, to each chosen courier", async () => {
    const from = await courier([hq], "Origen");
    const to1 = await courier([hq], "Destino");
    const to2 = await courier([hq], "Otro");
    const first = (await say(ana.headers, from.id, "Dirección: Calle 80 # 20-10")).json();
    const second = (await reply(from.headers, hq, "Tel. 300 123 4567")).json();
    const res = await post("/api/chats/forward/", beto.headers, { messages: [first.uuid, second.uuid], messengers: [to1.id, to2.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ sent: 4 });
    for (const c of [to1, to2]) {
      const thread = (await get(`/api/courier/chat/messages/?headquarter=${hq}`, c.headers)).json();
      expect(
        thread.results.map((m: { content: string; source: string; by: { first_name: string } }) => [m.content, m.source, m.by.first_name]),
      ).toEqual([
        ["Tel. 300 123 4567", "company", "Beto"],
        ["Dirección: Calle 80 # 20-10", "company", "Beto"],
      ]);
    }
  });

  it("refuses without a message or a recipient (spec §8 texts), and a message or courier of another headquarter (404)", async () => {
    const c = await courier([hq], "Nadie");
    const none = await post("/api/chats/forward/", ana.headers, { messages: [], messengers: [c.id] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: "messages", message: "Debes seleccionar por lo menos 1 mensaje para reenviar" }]);
    const mine = (await say(ana.headers, c.id, "Hola")).json();
    const nobody = await post("/api/chats/forward/", ana.headers, { messages: [mine.uuid], messengers: [] });
    expect(nobody.json().errors).toEqual([{ field: "messengers", message: "Seleccione por lo menos 1 colaborador" }]);
    const elsewhere = await courier([otherHq], "Lejos");
    expect((await post("/api/chats/forward/", ana.headers, { messages: [mine.uuid], messengers: [elsewhere.id] })).statusCode).toBe(404);
    expect((await post("/api/chats/forward/", outsider, { messages: [mine.uuid], messengers: [elsewhere.id] })).statusCode).toBe(404);
  });
});

describe("what is refused (spec §5, tenancy)", () => {
  it("refuses 1111 characters, whitespace only and a media message whose content is not a chat upload", async () => {
    const c = await courier([hq], "Reglas");
    const long = await say(ana.headers, c.id, "a".repeat(1111));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: "content", message: "El mensaje admite hasta 1110 caracteres" }]);
    expect((await say(ana.headers, c.id, "a".repeat(1110))).statusCode).toBe(201);
    expect((await say(ana.headers, c.id, " \n\t ")).json().errors).toEqual([{ field: "content", message: "Escriba un mensaje" }]);
    const outside = await post("/api/chats/messages/", ana.headers, {
      messenger: c.id,
      type: "image",
      content: "https://evil.example/x.jpg",
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([{ field: "content", message: "El archivo no se encuentra; súbalo de nuevo" }]);
    const uploaded = "/uploads/chats/0b8f4a52-6f0e-4c5e-9a55-3c1f0b0e8a11.jpg";
    expect((await post("/api/chats/messages/", ana.headers, { messenger: c.id, type: "image", content: uploaded })).statusCode).toBe(201);
  });

  it("never lets another headquarter's desk or another courier read or write a chat", async () => {
    const c = await courier([hq], "Privado");
    await say(ana.headers, c.id, "Solo para Privado");
    const chat = (await get(`/api/chats/messengers/${c.id}/`, ana.headers)).json();
    expect((await get(`/api/chats/messengers/${c.id}/`, outsider)).statusCode).toBe(404);
    expect((await get(`/api/chats/messages/?chat=${chat.uuid}`, outsider)).statusCode).toBe(404);
    expect((await post("/api/chats/seen/", outsider, { chat: chat.uuid })).statusCode).toBe(404);
    expect((await say(outsider, c.id, "Hola")).statusCode).toBe(404);
    expect((await get("/api/chats/", outsider)).json().results).toEqual([]);
    expect((await get("/api/chats/", noChat)).statusCode).toBe(403);
    const stranger = await courier([otherHq], "Ajeno");
    expect((await get(`/api/courier/chat/messages/?headquarter=${hq}`, stranger.headers)).statusCode).toBe(404);
    expect((await reply(stranger.headers, hq, "Hola")).statusCode).toBe(404);
    expect((await get("/api/chats/", c.headers)).statusCode).toBe(403);
    expect((await get(`/api/courier/chat/messages/?headquarter=${hq}`, ana.headers)).statusCode).toBe(403);
  });

  it("keeps a desk without view_chat_menu and another headquarter's desk from hearing the chat", async () => {
    const c = await courier([hq], "Silencio");
    const other = await staff(otherHq, ["view_chat_menu"]);
    const deskOnly = await staff(hq, ["view_desktop_menu"]);
    const outsiderSocket = await listen({ token: other.token, headquarter: otherHq, profile: "staff" });
    const deskOnlySocket = await listen({ token: deskOnly.token, headquarter: hq, profile: "staff" });
    const heardOutside = recordEvents(outsiderSocket);
    const heardByDeskOnly = recordEvents(deskOnlySocket);
    const anaSocket = await listen({ token: ana.token, headquarter: hq, profile: "staff" });
    const heard = nextEvent(anaSocket, EVENTS.chatSendMessage);
    await reply(c.headers, hq, "Mensaje privado");
    await heard;
    expect(heardOutside.get(EVENTS.chatSendMessage)).toBeUndefined();
    expect(heardByDeskOnly.get(EVENTS.chatSendMessage)).toBeUndefined();
  });
});
