import type { FastifyInstance } from "fastify";
import type { ChatMessage, CourierChatSendInput } from "@despacho/domain";
import { notFound } from "../../../errors.js";
import type { Courier } from "../../../plugins/auth.js";
import { presentMessage } from "../presenter.js";
import type { ChatWriter } from "./chat-writer.js";
import { checkContent } from "./send.js";

/**
 * A courier's message to its chat with one of its headquarters, by HTTP or through its socket (issue 21): stored,
 * told to the desks before answering, and answered as the thread shows it.
 */
export async function sendAsCourier(
  app: FastifyInstance,
  writer: ChatWriter,
  courier: Courier,
  input: CourierChatSendInput,
): Promise<ChatMessage> {
  const { headquarter, type, content } = input;
  checkContent(app.storage, input);
  const written = await writer.write({
    headquarterId: headquarter,
    messengerIds: [courier.messengerId],
    messages: [{ type, content }],
    author: { userId: courier.userId, source: "messenger" },
  });
  const sent = written?.records[0];
  if (!sent) throw notFound();
  return presentMessage(sent);
}
