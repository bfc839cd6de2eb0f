import {
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  uploadConfirmSchema,
  uploadedFileSchema,
  uploadTicketRequestSchema,
  uploadTicketSchema,
} from "@despacho/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { allow } from "../../plugins/access.js";
import { confirmUpload, uploadTicket } from "./direct-upload.js";
import { storeMedia } from "./store-media.js";

const bodySchema = z.object({ file: z.instanceof(Buffer).optional() }).strict();

// spec §7: POST chats/upload-{type} multipart, for the desk (view_chat_menu) and for couriers, plus the direct
// upload to object storage (signed/ then confirm/). The routes only store files and answer URLs; the chat
// module records the message that carries one.
export async function chatUploadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audiences = [
    { base: "/api/chats/upload-", tags: ["chats"], access: allow.inHeadquarter(["view_chat_menu"]) },
    { base: "/api/courier/chat/upload-", tags: ["courier"], access: allow.courier() },
  ];
  for (const kind of UPLOAD_KINDS) {
    for (const { base, tags, access } of audiences) {
      const route = `${base}${kind}/`;
      r.post(
        route,
        {
          schema: { tags, body: bodySchema, response: { 201: uploadedFileSchema } },
          // One byte over the limit is read so that a larger file is told apart from an exact one.
          config: { access, multipartOptions: { limits: { fileSize: UPLOAD_MAX_BYTES[kind] + 1 }, throwFileSizeLimit: false } },
        },
        async (req, reply) => {
          const stored = await storeMedia(app.storage, kind, req.body.file, Number(req.headers["content-length"] ?? 0));
          return reply.status(201).send(stored);
        },
      );
      r.post(
        `${route}signed/`,
        { schema: { tags, body: uploadTicketRequestSchema, response: { 200: uploadTicketSchema } }, config: { access } },
        async (req) => uploadTicket(app.storage, kind, req.body, route),
      );
      r.post(
        `${route}confirm/`,
        { schema: { tags, body: uploadConfirmSchema, response: { 201: uploadedFileSchema } }, config: { access } },
        async (req, reply) => reply.status(201).send(await confirmUpload(app.storage, kind, req.body.key)),
      );
    }
  }
}
