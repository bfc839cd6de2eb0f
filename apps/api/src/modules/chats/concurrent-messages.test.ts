import { inArray } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatSendMessagePayload, COURIER_SOCKET_EVENTS, EVENTS } from "@despacho/domain";
import { chatMessages } from "../../db/schema/index.js";
import { connectSocket } from "../../realtime/socket-test-helpers.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { ChatWriter } from "./commands/chat-writer.js";

let t: TestApp;
let baseUrl: string;
let hq: string;
let otherHq: string;
const sockets: Socket[] = [];
type Headers = Record<string, string>;
let desk: { id: string; token: string; headers: Headers };

async function courier(headquarterIds: string[], firstName: string) {
  const made = await createCourier(t.db, { headquarterIds, firstName, lastName: "Mora" });
  const token = (await login(t.app, made.user.username, made.password)).access;
  return { id: made.id, userId: made.user.id, token, headers: authHeaders(token) };
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const company = await createCompany(t.db);
  hq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  otherHq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  const made = await createUser(t.db, { headquarterIds: [hq], permissions: ["view_chat_menu"], firstName: "Ana", lastName: "Díaz" });
  const token = (await login(t.app, made.user.username, made.password)).access;
  desk = { id: made.user.id, token, headers: authHeaders(token, hq) };
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await t?.close();
});

/** The contents of a send-message frame's messages, in its order. */
const contentsOf = (payload: ChatSendMessagePayload) => payload.messages.map(({ message }) => message.content);

/**
 * A socket of the headquarter that keeps the contents of every send-message it hears, in the order heard, and each
 * frame's contents.
 */
async function listener(auth: { token: string; headquarter: string; profile: string }) {
  const { socket } = await connectSocket(baseUrl, auth);
  sockets.push(socket);
  const heard: string[] = [];
  const frames: string[][] = [];
  socket.on(EVENTS.chatSendMessage, (payload: ChatSendMessagePayload) => {
    frames.push(contentsOf(payload));
    heard.push(...contentsOf(payload));
  });
  return { socket, heard, frames };
}

/** Resolves once `heard` holds `content` (the events of one socket arrive in the order they were emitted). */
async function until(socket: Socket, heard: string[], content: string) {
  if (heard.includes(content)) return;
  await new Promise<void>((resolve) =>
    socket.on(EVENTS.chatSendMessage, (payload: ChatSendMessagePayload) => {
      if (contentsOf(payload).includes(content)) resolve();
    }),
  );
}

/** Two chat desks of the headquarter and a courier's socket, listening. */
async function listeners(courierToken: string) {
  const deskAuth = { token: desk.token, headquarter: hq, profile: "staff" };
  const desks = [await listener(deskAuth), await listener(deskAuth)];
  return { desks, courierSocket: await listener({ token: courierToken, headquarter: hq, profile: "messenger" }) };
}

/** Desk's text messages to one courier through `writer`, as one unit (the route's command without the route). */
const writeUnit = (writer: ChatWriter, messengerId: string, contents: string[]) =>
  writer.write({
    headquarterId: hq,
    messengerIds: [messengerId],
    messages: contents.map((content) => ({ type: "text" as const, content })),
    author: { userId: desk.id, source: "company" },
  });

const thread = async (messenger: string) => {
  const chat = await t.app.inject({ method: "GET", url: `/api/chats/messengers/${messenger}/`, headers: desk.headers });
  const page = await t.app.inject({ method: "GET", url: `/api/chats/messages/?chat=${chat.json().uuid}`, headers: desk.headers });
  return (page.json().results as { content: string }[]).map((m) => m.content).reverse();
};

describe("many messages at once (issue 21)", () => {
  it("stores each concurrent message once, and each desk and courier hears each once, in the order its thread keeps", async () => {
    const carlos = await courier([hq], "Carlos");
    const diana = await courier([hq], "Diana");
    const { desks, courierSocket: carlosSocket } = await listeners(carlos.token);
    const toCarlos = Array.from({ length: 8 }, (_, i) => `Para Carlos ${i}`);
    const fromCarlos = Array.from({ length: 8 }, (_, i) => `De Carlos ${i}`);
    const toDiana = Array.from({ length: 4 }, (_, i) => `Para Diana ${i}`);
    const post = (url: string, headers: Headers, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
    const answers = await Promise.all([
      ...toCarlos.map((content) => post("/api/chats/messages/", desk.headers, { messenger: carlos.id, type: "text", content })),
      ...toDiana.map((content) => post("/api/chats/messages/", desk.headers, { messenger: diana.id, type: "text", content })),
      ...fromCarlos.map((content) =>
        carlosSocket.socket.emitWithAck(COURIER_SOCKET_EVENTS.chatMessage, { headquarter: hq, type: "text", content }),
      ),
    ]);
    expect(answers.slice(0, 12).map((answer) => "statusCode" in answer && answer.statusCode)).toEqual(Array(12).fill(201));
    expect(answers.slice(12).map((answer) => (answer as { data: { content: string } }).data.content)).toEqual(fromCarlos);
    await t.app.events.dispatch();
    // A last message, heard after everything before it: whatever a socket heard twice, it has heard by then.
    await post("/api/chats/messages/", desk.headers, { messenger: carlos.id, type: "text", content: "Fin" });
    for (const { socket, heard } of [...desks, carlosSocket]) await until(socket, heard, "Fin");

    const carlosThread = await thread(carlos.id);
    expect([...carlosThread].sort()).toEqual([...toCarlos, ...fromCarlos, "Fin"].sort());
    expect(await thread(diana.id)).toEqual(toDiana);
    for (const { heard } of desks) {
      expect(heard.filter((content) => !content.includes("Diana"))).toEqual(carlosThread);
      expect(heard.filter((content) => content.includes("Diana"))).toEqual(toDiana);
    }
    expect(carlosSocket.heard).toEqual(carlosThread);
  });

  it("sends the messages written together as one frame to each desk and to the courier, each once, in order", async () => {
    const hugo = await courier([hq], "Hugo");
    const ines = await courier([hq], "Inés");
    const { desks, courierSocket: hugoSocket } = await listeners(hugo.token);
    const writer = new ChatWriter(t.app);
    const unit = (messengerId: string, contents: string[]) => writeUnit(writer, messengerId, contents);
    // Written in the same turn of the event loop: one statement, one frame.
    await Promise.all([unit(hugo.id, ["Uno", "Dos"]), unit(ines.id, ["Tres"]), unit(hugo.id, ["Cuatro"])]);
    await unit(hugo.id, ["Fin"]);
    for (const { socket, heard } of [...desks, hugoSocket]) await until(socket, heard, "Fin");

    for (const { frames } of desks) expect(frames).toEqual([["Uno", "Dos", "Tres", "Cuatro"], ["Fin"]]);
    expect(hugoSocket.frames).toEqual([["Uno", "Dos", "Cuatro"], ["Fin"]]);
  });

  it("answers 404 to a message for a courier of another headquarter sent together with others, which are stored", async () => {
    const elena = await courier([hq], "Elena");
    const stranger = await courier([otherHq], "Fabio");
    const send = (messenger: string, content: string) =>
      t.app.inject({ method: "POST", url: "/api/chats/messages/", headers: desk.headers, payload: { messenger, type: "text", content } });
    const answers = await Promise.all([send(elena.id, "Hola Elena"), send(stranger.id, "Hola Fabio"), send(elena.id, "¿Vienes?")]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 404, 201]);
    expect(await thread(elena.id)).toEqual(["Hola Elena", "¿Vienes?"]);
  });

  it("acknowledges none of the messages written together when their statement fails, and stores none", async () => {
    const gabriel = await courier([hq], "Gabriel");
    const writer = new ChatWriter(t.app);
    const unit = (messengerId: string, content: string) => writeUnit(writer, messengerId, [content]);
    const outcomes = await Promise.allSettled([unit(gabriel.id, "Primero"), unit("no-es-un-uuid", "Roto"), unit(gabriel.id, "Segundo")]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    const stored = await t.db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.content, ["Primero", "Roto", "Segundo"]));
    expect(stored).toEqual([]);
    const later = await unit(gabriel.id, "Tercero");
    expect(later?.records.map((record) => record.message.content)).toEqual(["Tercero"]);
  });
});
