import type { EVENTS, EventPayload } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { couriersOfChats } from "./queries/chats.js";
import { loadMessages } from "./queries/messages.js";
import { presentMessage, presentMessenger } from "./presenter.js";

/** A stored message as spec §7 send-message (HeadquarterSendMessage) tells it, and the courier it goes to. */
export interface SentMessage {
  messengerId: string;
  payload: EventPayload<typeof EVENTS.chatSendMessage>;
}

/** The messages this node just wrote, as they go to the sockets, by database and id: taken once by the fan-out. */
const justSent = new WeakMap<Db, Map<string, SentMessage>>();
/** Messages kept at most for the fan-out (one that never came to take them, e.g. a dispatch that failed, is forgotten). */
const JUST_SENT_KEPT = 10_000;

/** What the writer stored, so the fan-out at commit sends it without reading it back (issue 21). */
export function rememberSent(db: Db, sent: readonly SentMessage[]) {
  const kept = justSent.get(db) ?? new Map<string, SentMessage>();
  justSent.set(db, kept);
  for (const message of sent) kept.set(message.payload.message.uuid, message);
  for (const old of kept.keys()) {
    if (kept.size <= JUST_SENT_KEPT) break;
    kept.delete(old);
  }
}

/**
 * spec §7 send-message (HeadquarterSendMessage) of each message, for the socket fan-out to send to the headquarter's
 * chat desks and to the courier, in the order of `messageIds`. It carries the courier, so a desk without that contact
 * yet adds it. What this node just wrote is taken as it was stored; the rest (another node's) is read.
 */
export async function sentMessagePayloads(db: Db, messageIds: readonly string[]): Promise<SentMessage[]> {
  const kept = justSent.get(db);
  const taken = new Map<string, SentMessage>();
  for (const id of messageIds) {
    const message = kept?.get(id);
    if (!message) continue;
    taken.set(id, message);
    kept?.delete(id);
  }
  const records = await loadMessages(
    db,
    messageIds.filter((id) => !taken.has(id)),
  );
  const couriers = await couriersOfChats(db, [...new Set(records.map((record) => record.message.chatId))]);
  for (const record of records) {
    const courier = couriers.get(record.message.chatId);
    if (courier)
      taken.set(record.message.id, {
        messengerId: record.messengerId,
        payload: { headquarter: record.headquarterId, message: presentMessage(record), messenger: presentMessenger(courier) },
      });
  }
  return messageIds.flatMap((id) => taken.get(id) ?? []);
}
