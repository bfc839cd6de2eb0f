import type { ChatSendMessagePayload, ChatSentMessage } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { couriersOfChats } from "./queries/chats.js";
import { loadMessages } from "./queries/messages.js";
import { presentMessage, presentMessenger } from "./presenter.js";

/** A stored message as spec §7 send-message tells it, with the headquarter and the courier it goes to. */
export interface SentMessage extends ChatSentMessage {
  headquarterId: string;
  messengerId: string;
}

/** The messages this node just wrote, as they go to the sockets, by database and id: taken once by the fan-out. */
const justSent = new WeakMap<Db, Map<string, SentMessage>>();
/** Messages kept at most for the fan-out (one that never came to take them, e.g. a dispatch that failed, is forgotten). */
const JUST_SENT_KEPT = 10_000;

/** What the writer stored, so the fan-out at commit sends it without reading it back (issue 21). */
export function rememberSent(db: Db, sent: readonly SentMessage[]) {
  const kept = justSent.get(db) ?? new Map<string, SentMessage>();
  justSent.set(db, kept);
  for (const message of sent) kept.set(message.message.uuid, message);
  for (const old of kept.keys()) {
    if (kept.size <= JUST_SENT_KEPT) break;
    kept.delete(old);
  }
}

/** The stored messages, in the order of `messageIds`: what this node just wrote as it was stored, the rest (another node's) read. */
async function sentMessages(db: Db, messageIds: readonly string[]): Promise<SentMessage[]> {
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
        headquarterId: record.headquarterId,
        messengerId: record.messengerId,
        message: presentMessage(record),
        messenger: presentMessenger(courier),
      });
  }
  return messageIds.flatMap((id) => taken.get(id) ?? []);
}

/** One send-message frame: its payload and who hears it (a headquarter's chat desks, or a courier's own sockets). */
export interface SendMessageFrame {
  to: { desksOf: string } | { courier: string };
  payload: ChatSendMessagePayload;
}

/**
 * spec §7 send-message for the socket fan-out, issue 21: the messages of `messageIds` (one write's) as ONE frame to
 * each headquarter's chat desks and one to each courier, each frame holding its messages once, in the order of
 * `messageIds`.
 */
export async function sendMessageFrames(db: Db, messageIds: readonly string[]): Promise<SendMessageFrame[]> {
  const frames = new Map<string, SendMessageFrame>();
  const add = (key: string, to: SendMessageFrame["to"], headquarter: string, sent: ChatSentMessage) => {
    const frame = frames.get(key) ?? { to, payload: { headquarter, messages: [] } };
    frames.set(key, frame);
    frame.payload.messages.push(sent);
  };
  for (const { headquarterId, messengerId, message, messenger } of await sentMessages(db, messageIds)) {
    add(`desks:${headquarterId}`, { desksOf: headquarterId }, headquarterId, { message, messenger });
    add(`courier:${headquarterId}:${messengerId}`, { courier: messengerId }, headquarterId, { message, messenger });
  }
  return [...frames.values()];
}
