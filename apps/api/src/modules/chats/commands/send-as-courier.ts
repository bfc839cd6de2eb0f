import type { FastifyInstance } from "fastify";
import type { ChatMessage, CourierChatSendInput } from "@despacho/domain";
import { notFound } from "../../../errors.js";
import type { Courier } from "../../../plugins/auth.js";
import { presentMessage } from "../presenter.js";
import { openChatId } from "../queries/chats.js";
import { loadMessages } from "../queries/messages.js";
import { checkContent, writeMessages } from "./send.js";

/**
 * A courier's message to its chat with one of its headquarters, by HTTP or through its socket (issue 21): stored,
 * told to the desks (the outbox dispatched before answering), and answered as the thread shows it.
 */
export async function sendAsCourier(app: FastifyInstance, courier: Courier, input: CourierChatSendInput): Promise<ChatMessage> {
  const { headquarter, type, content } = input;
  checkContent(app.storage, input);
  const chatId = await openChatId(app.db, headquarter, courier.messengerId);
  const ids = await writeMessages(app.db, headquarter, [chatId], [{ type, content }], { userId: courier.userId, source: "messenger" });
  await app.events.dispatch();
  const [sent] = await loadMessages(app.db, ids);
  if (!sent) throw notFound();
  return presentMessage(sent);
}
