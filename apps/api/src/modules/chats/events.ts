import type { EVENTS, EventPayload } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { couriersOfChats } from "./queries/chats.js";
import { loadMessages } from "./queries/messages.js";
import { presentMessage, presentMessenger } from "./presenter.js";

/**
 * spec §7 send-message (HeadquarterSendMessage) of each message, for the socket fan-out to send to the headquarter's
 * chat desks and to the courier. It carries the courier, so a desk without that contact yet adds it.
 */
export async function sentMessagePayloads(db: Db, messageIds: readonly string[]) {
  const records = await loadMessages(db, messageIds);
  const couriers = await couriersOfChats(db, [...new Set(records.map((record) => record.message.chatId))]);
  return records.flatMap((record) => {
    const courier = couriers.get(record.message.chatId);
    if (!courier) return [];
    const payload: EventPayload<typeof EVENTS.chatSendMessage> = {
      headquarter: record.headquarterId,
      message: presentMessage(record),
      messenger: presentMessenger(courier),
    };
    return [{ messengerId: record.messengerId, payload }];
  });
}
