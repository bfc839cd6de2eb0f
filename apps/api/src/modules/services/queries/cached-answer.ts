import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { scopeOf } from "../scope.js";

const JSON_UTF8 = "application/json; charset=utf-8";

function keyOf(request: FastifyRequest) {
  const scope = scopeOf(request);
  return `read ${scope.business ? scope.userId : "staff"} ${request.url}`;
}

/**
 * A read of the desk answered through the headquarter cache (docs/decisions/004). Staff of a
 * headquarter share answers per URL; a business user sees only its own services, so its answers
 * are its own. The body is encoded with the route's response schema once, when computed.
 */
export async function cachedAnswer<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  compute: () => Promise<z.output<S>>,
) {
  const scope = scopeOf(request);
  const body = await app.headquarterCache.answer(scope.headquarterId, keyOf(request), async () =>
    Buffer.from(JSON.stringify(z.encode(schema, await compute()))),
  );
  return reply.type(JSON_UTF8).send(body);
}

/**
 * Route hook (preValidation) of a cached read: a fresh answer to the same address is sent before
 * the query is parsed again — it was validated when it was computed. Access has been checked.
 */
export function answerFromCache(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = app.headquarterCache.peek<Buffer>(scopeOf(request).headquarterId, keyOf(request));
    if (body) return reply.type(JSON_UTF8).send(body);
  };
}
