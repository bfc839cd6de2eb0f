import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHAT_ACCESS,
  chatForwardInputSchema,
  chatForwardResultSchema,
  chatListQuerySchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatSchema,
  chatSeenInputSchema,
  chatSendInputSchema,
  cursorPageSchema,
  idParamsSchema,
} from "@despacho/domain";
import { notFound } from "../../../errors.js";
import { allow, headquarterOf, principalOf } from "../../../plugins/access.js";
import type { ChatWriter } from "../commands/chat-writer.js";
import { checkContent } from "../commands/send.js";
import { markChatSeen } from "../commands/seen.js";
import { presentChat, presentMessage } from "../presenter.js";
import { chatOfHeadquarter, listChats, loadChat, openChatId } from "../queries/chats.js";
import { listMessages, messagesOfHeadquarter } from "../queries/messages.js";

const tags = ["chats"];
const access = allow.inHeadquarter([...CHAT_ACCESS]);
const seenAnswer = z.object({ seen: z.number().int() });

// spec §2.2 /chat, §7 Chat: the desk's side of the chat with the headquarter's couriers (view_chat_menu).
export async function deskChatRoutes(app: FastifyInstance, { writer }: { writer: ChatWriter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/chats/",
    { schema: { tags, querystring: chatListQuerySchema, response: { 200: cursorPageSchema(chatSchema) } }, config: { access } },
    async (req) => {
      const page = await listChats(app.db, headquarterOf(req), principalOf(req).userId, req.query);
      return { results: page.results.map(presentChat), next: page.next };
    },
  );

  r.get(
    "/api/chats/messages/",
    {
      schema: { tags, querystring: chatMessagesQuerySchema, response: { 200: cursorPageSchema(chatMessageSchema) } },
      config: { access },
    },
    async (req) => {
      await chatOfHeadquarter(app.db, headquarterOf(req), req.query.chat);
      const page = await listMessages(app.db, req.query.chat, req.query.cursor);
      return { results: page.results.map(presentMessage), next: page.next };
    },
  );

  // The chat with a courier linked to the headquarter, opened (created) when there is none yet.
  const openWith = async (headquarterId: string, userId: string, messengerId: string) =>
    presentChat(await loadChat(app.db, headquarterId, userId, await openChatId(app.db, headquarterId, messengerId)));
  for (const url of ["/api/chats/messengers/:id/", "/api/users/messengers/:id/chat/"]) {
    r.get(
      url,
      {
        schema: { tags: url.startsWith("/api/chats") ? tags : ["messengers"], params: idParamsSchema, response: { 200: chatSchema } },
        config: { access: allow.inHeadquarter([...CHAT_ACCESS], "messenger") },
      },
      async (req) => openWith(headquarterOf(req), principalOf(req).userId, req.params.id),
    );
  }

  r.post(
    "/api/chats/messages/",
    { schema: { tags, body: chatSendInputSchema, response: { 201: chatMessageSchema } }, config: { access, idempotent: true } },
    async (req, reply) => {
      const { messenger, type, content } = req.body;
      checkContent(app.storage, req.body);
      const written = await writer.write({
        headquarterId: headquarterOf(req),
        messengerIds: [messenger],
        messages: [{ type, content }],
        author: { userId: principalOf(req).userId, source: "company" },
      });
      const sent = written?.records[0];
      if (!sent) throw notFound();
      return reply.status(201).send(presentMessage(sent));
    },
  );

  r.post(
    "/api/chats/seen/",
    { schema: { tags, body: chatSeenInputSchema, response: { 200: seenAnswer } }, config: { access } },
    async (req) => {
      const { userId } = principalOf(req);
      const chat = await loadChat(app.db, headquarterOf(req), userId, req.body.chat);
      const messages = await markChatSeen(app.db, chat.chat, userId);
      await app.events.dispatch();
      return { seen: messages.length };
    },
  );

  // spec §2.4 forward dialog: the chosen messages go, as the desk's, to each chosen courier of the headquarter.
  r.post(
    "/api/chats/forward/",
    { schema: { tags, body: chatForwardInputSchema, response: { 201: chatForwardResultSchema } }, config: { access, idempotent: true } },
    async (req, reply) => {
      const headquarterId = headquarterOf(req);
      const found = await messagesOfHeadquarter(app.db, headquarterId, req.body.messages);
      if (!found) throw notFound();
      const written = await writer.write({
        headquarterId,
        messengerIds: [...new Set(req.body.messengers)],
        messages: found.map(({ message }) => ({ type: message.type, content: message.content })),
        author: { userId: principalOf(req).userId, source: "company" },
      });
      if (!written) throw notFound();
      return reply.status(201).send({ sent: written.records.length });
    },
  );
}
