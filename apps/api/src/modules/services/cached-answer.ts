import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { scopeOf } from "./scope.js";

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
  const key = `${scope.business ? scope.userId : "staff"} ${request.url}`;
  const body = await app.headquarterCache.answer(scope.headquarterId, key, async () => JSON.stringify(z.encode(schema, await compute())));
  return reply.type("application/json; charset=utf-8").send(body);
}
