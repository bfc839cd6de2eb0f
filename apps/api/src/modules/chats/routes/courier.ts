import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  COURIER_SOCKET_EVENTS,
  chatMessageSchema,
  courierChatMessagesQuerySchema,
  courierChatSeenInputSchema,
  courierChatSendInputSchema,
  cursorPageSchema,
} from "@despacho/domain";
import { allow, courierOf } from "../../../plugins/access.js";
import type { ChatWriter } from "../commands/chat-writer.js";
import { sendAsCourier } from "../commands/send-as-courier.js";
import { markChatSeen } from "../commands/seen.js";
import { presentMessage } from "../presenter.js";
import { openChatId } from "../queries/chats.js";
import { listMessages } from "../queries/messages.js";

const tags = ["courier"];
const access = allow.courier();

// The courier's side of the chat: only their own chat with each headquarter they are linked to.
export async function courierChatRoutes(app: FastifyInstance, { writer }: { writer: ChatWriter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/courier/chat/messages/",
    {
      schema: { tags, querystring: courierChatMessagesQuerySchema, response: { 200: cursorPageSchema(chatMessageSchema) } },
      config: { access },
    },
    async (req) => {
      const chatId = await openChatId(app.db, req.query.headquarter, courierOf(req).messengerId);
      const page = await listMessages(app.db, chatId, req.query.cursor);
      return { results: page.results.map(presentMessage), next: page.next };
    },
  );

  r.post(
    "/api/courier/chat/messages/",
    { schema: { tags, body: courierChatSendInputSchema, response: { 201: chatMessageSchema } }, config: { access, idempotent: true } },
    async (req, reply) => reply.status(201).send(await sendAsCourier(app, writer, courierOf(req), req.body)),
  );
  // The same message through the courier's socket (issue 21), answered with the stored message.
  app.realtime.onCourierRequest(COURIER_SOCKET_EVENTS.chatMessage, (courier, input) => sendAsCourier(app, writer, courier, input));

  r.post(
    "/api/courier/chat/seen/",
    { schema: { tags, body: courierChatSeenInputSchema, response: { 200: z.object({ seen: z.number().int() }) } }, config: { access } },
    async (req) => {
      const courier = courierOf(req);
      const chatId = await openChatId(app.db, req.body.headquarter, courier.messengerId);
      const chat = { id: chatId, headquarterId: req.body.headquarter, messengerId: courier.messengerId };
      const messages = await markChatSeen(app.db, chat, courier.userId);
      await app.events.dispatch();
      return { seen: messages.length };
    },
  );
}
