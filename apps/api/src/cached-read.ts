import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/** The content type of a JSON answer sent as bytes (Fastify adds the charset only to one it encodes). */
export const JSON_UTF8 = "application/json; charset=utf-8";

/**
 * Who shares a cached read (docs/decisions/004): a headquarter's staff share one answer per address; an `owner`
 * (a business user, who sees only its own records) has answers of its own.
 */
export interface ReadScope {
  headquarterId: string;
  owner?: string | null;
}

const keyOf = (request: FastifyRequest, scope: ReadScope) => `read ${scope.owner ?? "staff"} ${request.url}`;

/**
 * A read answered through the headquarter cache: the body is encoded with the route's response schema once, when
 * computed, and sent as it is to the next callers of the same address until a write retires it.
 */
export async function cachedRead<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: ReadScope,
  schema: S,
  compute: () => Promise<z.output<S>>,
) {
  const body = await app.headquarterCache.answer(scope.headquarterId, keyOf(request, scope), async () =>
    Buffer.from(JSON.stringify(z.encode(schema, await compute()))),
  );
  return reply.type(JSON_UTF8).send(body);
}

/**
 * Route hook (preValidation) of a cached read: a fresh answer to the same address is sent before the query is parsed
 * again — it was validated when it was computed. Access has been checked.
 */
export function readFromCache(app: FastifyInstance, scopeOf: (request: FastifyRequest) => ReadScope) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const scope = scopeOf(request);
    const body = app.headquarterCache.peek<Buffer>(scope.headquarterId, keyOf(request, scope));
    if (body) return reply.type(JSON_UTF8).send(body);
  };
}
