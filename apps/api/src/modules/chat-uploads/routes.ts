import { UPLOAD_KINDS, UPLOAD_MAX_BYTES, uploadedFileSchema } from "@despacho/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { allow } from "../../plugins/access.js";
import { storeMedia } from "./store-media.js";

const bodySchema = z.object({ file: z.instanceof(Buffer).optional() }).strict();

// spec §7: POST chats/upload-{type} multipart, for the desk (view_chat_menu) and for couriers. The routes only
// store the file and answer its URL; the chat module records the message that carries it.
export async function chatUploadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const desk = { tags: ["chats"], access: allow.inHeadquarter(["view_chat_menu"]) };
  const courier = { tags: ["courier"], access: allow.courier() };
  for (const kind of UPLOAD_KINDS) {
    for (const [path, who] of [
      [`/api/chats/upload-${kind}/`, desk],
      [`/api/courier/chat/upload-${kind}/`, courier],
    ] as const) {
      r.post(
        path,
        {
          schema: { tags: who.tags, body: bodySchema, response: { 201: uploadedFileSchema } },
          // One byte over the limit is read so that a larger file is told apart from an exact one.
          config: { access: who.access, multipartOptions: { limits: { fileSize: UPLOAD_MAX_BYTES[kind] + 1 }, throwFileSizeLimit: false } },
        },
        async (req, reply) => {
          const stored = await storeMedia(app.storage, kind, req.body.file, Number(req.headers["content-length"] ?? 0));
          return reply.status(201).send(stored);
        },
      );
    }
  }
}
