import type { FastifyInstance } from "fastify";
import { ChatWriter } from "../commands/chat-writer.js";
import { courierChatRoutes } from "./courier.js";
import { deskChatRoutes } from "./desk.js";

export async function chatRoutes(app: FastifyInstance) {
  // One writer for the desk's and the courier's messages: they share its statements.
  const writer = new ChatWriter(app);
  await app.register(deskChatRoutes, { writer });
  await app.register(courierChatRoutes, { writer });
}
