import type { FastifyInstance } from "fastify";
import { EVENTS } from "@despacho/domain";
import { couriersOfChats } from "./queries/chats.js";
import { loadMessages } from "./queries/messages.js";
import { presentMessage, presentMessenger } from "./presenter.js";

/**
 * spec §7 send-message (HeadquarterSendMessage), after commit: to the headquarter's chat desks and to the courier.
 * It carries the courier, so a desk without that contact yet adds it.
 */
export async function announceMessages(app: FastifyInstance, messageIds: readonly string[]) {
  const records = await loadMessages(app.db, messageIds);
  const couriers = await couriersOfChats(app.db, [...new Set(records.map((record) => record.message.chatId))]);
  for (const record of records) {
    const courier = couriers.get(record.message.chatId);
    if (!courier) continue;
    const payload = { headquarter: record.headquarterId, message: presentMessage(record), messenger: presentMessenger(courier) };
    app.realtime.toChatReaders(record.headquarterId, EVENTS.chatSendMessage, payload);
    app.realtime.toCourier(record.messengerId, EVENTS.chatSendMessage, payload);
  }
  return records;
}

/** spec §7 see-message (HeadquarterSeeMessage): `user` saw these messages of the chat. */
export function announceSeen(
  app: FastifyInstance,
  seen: { headquarter: string; chat: string; messenger: string; user: string; messages: string[] },
) {
  if (seen.messages.length === 0) return;
  app.realtime.toChatReaders(seen.headquarter, EVENTS.chatSeeMessage, seen);
  app.realtime.toCourier(seen.messenger, EVENTS.chatSeeMessage, seen);
}
