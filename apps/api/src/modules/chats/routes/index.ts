import type { FastifyInstance } from "fastify";
import { courierChatRoutes } from "./courier.js";
import { deskChatRoutes } from "./desk.js";

export async function chatRoutes(app: FastifyInstance) {
  await app.register(deskChatRoutes);
  await app.register(courierChatRoutes);
}
