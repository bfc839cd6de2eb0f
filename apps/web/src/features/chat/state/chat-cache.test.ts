import type { Chat, ChatMessage, ChatSendMessagePayload } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import type { ChatPages, MessagePages } from "../api/chat-queries";
import {
  contactsOf,
  threadOf,
  threadMessagesOf,
  withIncomingMessages,
  withoutCourier,
  withSeenContacts,
  withSeenThread,
  withThreadMessage,
} from "./chat-cache";

const me = "u-ana";
const courierUser = "u-carlos";
const message = (uuid: string, chat: string, created_at: string, by = courierUser, seen_by: string[] = []): ChatMessage => ({
  uuid,
  chat_uuid: chat,
  type: "text",
  source: by === courierUser ? "messenger" : "company",
  content: `Mensaje ${uuid}`,
  messenger: `m-${chat}`,
  headquarter_uuid: "hq",
  created_at,
  by: { uuid: by, first_name: "X", last_name: "Y" },
  seen_by,
});
const messenger = (chat: string) => ({ uuid: `m-${chat}`, full_name: `Mensajero ${chat}`, username: chat, image: null, is_online: true });
const chat = (uuid: string, last: ChatMessage | null, unread = 0): Chat => ({
  uuid,
  headquarter_uuid: "hq",
  channel: "company",
  created_at: "2026-11-24T08:00:00.000Z",
  messenger: messenger(uuid),
  unread,
  lastMessage: last,
});
const pagesOf = (...chats: Chat[]): ChatPages => ({ pages: [{ results: chats, next: null }], pageParams: [undefined] });
/** One send-message frame holding `messages` in order. */
const incoming = (...messages: ChatMessage[]): ChatSendMessagePayload => ({
  headquarter: "hq",
  messages: messages.map((m) => ({ message: m, messenger: messenger(m.chat_uuid) })),
});

describe("contacts on an incoming message (spec §4)", () => {
  const contacts = pagesOf(
    chat("a", message("1", "a", "2026-11-24T10:00:00.000Z")),
    chat("b", message("2", "b", "2026-11-24T09:00:00.000Z"), 2),
  );
  /** One write's messages to two chats, one of them new. */
  const frame = incoming(
    message("6", "a", "2026-11-24T12:00:00.000Z"),
    message("7", "c", "2026-11-24T12:00:00.001Z"),
    message("8", "a", "2026-11-24T12:00:00.002Z"),
  );

  it("moves the chat to the top with the message as its latest and one more unread", () => {
    const after = withIncomingMessages(contacts, incoming(message("3", "b", "2026-11-24T11:00:00.000Z")), me, null);
    expect(contactsOf(after).map((c) => [c.uuid, c.unread, c.lastMessage?.uuid])).toEqual([
      ["b", 3, "3"],
      ["a", 0, "1"],
    ]);
  });
  it("does not count a message in the open chat, nor my own message once seen, nor the same message twice", () => {
    const open = withIncomingMessages(contacts, incoming(message("3", "b", "2026-11-24T11:00:00.000Z")), me, "b");
    expect(contactsOf(open)[0]?.unread).toBe(2);
    const mine = withIncomingMessages(contacts, incoming(message("4", "a", "2026-11-24T11:00:00.000Z", me, [courierUser])), me, null);
    expect(contactsOf(mine)[0]?.unread).toBe(0);
    const once = withIncomingMessages(contacts, incoming(message("3", "b", "2026-11-24T11:00:00.000Z")), me, null);
    const twice = withIncomingMessages(once, incoming(message("3", "b", "2026-11-24T11:00:00.000Z")), me, null);
    expect(contactsOf(twice)[0]?.unread).toBe(3);
  });
  it("adds a chat it did not know, with unread 1, at the top", () => {
    const after = withIncomingMessages(contacts, incoming(message("5", "c", "2026-11-24T12:00:00.000Z")), me, null);
    expect(contactsOf(after).map((c) => [c.uuid, c.unread, c.messenger.full_name])).toEqual([
      ["c", 1, "Mensajero c"],
      ["a", 0, "Mensajero a"],
      ["b", 2, "Mensajero b"],
    ]);
  });
  it("takes a frame of several messages in its order: each counted once, the last one the latest, a new chat added", () => {
    expect(contactsOf(withIncomingMessages(contacts, frame, me, null)).map((c) => [c.uuid, c.unread, c.lastMessage?.uuid])).toEqual([
      ["a", 2, "8"],
      ["c", 1, "7"],
      ["b", 2, "2"],
    ]);
  });
  it("splits a frame's messages by chat for the threads, in their order", () => {
    expect([...threadMessagesOf(frame)].map(([chat, messages]) => [chat, messages.map((m) => m.uuid)])).toEqual([
      ["a", ["6", "8"]],
      ["c", ["7"]],
    ]);
  });
  it("drops the chat of a courier who left the headquarter", () => {
    expect(contactsOf(withoutCourier(contacts, "m-a")).map((c) => c.uuid)).toEqual(["b"]);
  });
  it("clears the unread of a chat I saw, not of one a colleague saw", () => {
    const seen = { headquarter: "hq", chat: "b", messenger: "m-b", messages: ["2"] };
    expect(contactsOf(withSeenContacts(contacts, { ...seen, user: "u-beto" }, me))[1]?.unread).toBe(2);
    expect(contactsOf(withSeenContacts(contacts, { ...seen, user: me }, me))[1]?.unread).toBe(0);
  });
});

describe("a thread (spec §4)", () => {
  const thread: MessagePages = {
    pages: [
      { results: [message("3", "a", "2026-11-24T10:02:00.000Z"), message("2", "a", "2026-11-24T10:01:00.000Z")], next: "2" },
      { results: [message("1", "a", "2026-11-24T10:00:00.000Z")], next: null },
    ],
    pageParams: [undefined, "2"],
  };
  it("shows the pages oldest first and takes a new message once", () => {
    const once = withThreadMessage(thread, message("4", "a", "2026-11-24T10:03:00.000Z"));
    const twice = withThreadMessage(once, message("4", "a", "2026-11-24T10:03:00.000Z"));
    expect(threadOf(twice).map((m) => m.uuid)).toEqual(["1", "2", "3", "4"]);
  });
  it("adds who saw the messages a see-message names", () => {
    const seen = withSeenThread(thread, { headquarter: "hq", chat: "a", messenger: "m-a", user: me, messages: ["1", "3"] });
    expect(threadOf(seen).map((m) => [m.uuid, m.seen_by])).toEqual([
      ["1", [me]],
      ["2", []],
      ["3", [me]],
    ]);
  });
});
