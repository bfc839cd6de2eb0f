import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { cachedRead, type ReadScope, readFromCache } from "../../../cached-read.js";
import { scopeOf } from "../scope.js";

/** Staff of a headquarter share the desk's answers; a business user sees only its own services, so its answers are its own. */
function readScopeOf(request: FastifyRequest): ReadScope {
  const scope = scopeOf(request);
  return { headquarterId: scope.headquarterId, owner: scope.business ? scope.userId : null };
}

/** A read of the desk answered through the headquarter cache (docs/decisions/004). */
export const cachedAnswer = <S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  compute: () => Promise<z.output<S>>,
) => cachedRead(app, request, reply, readScopeOf(request), schema, compute);

/** Route hook (preValidation): a fresh answer of the desk sent before the query is parsed again. */
export const answerFromCache = (app: FastifyInstance) => readFromCache(app, readScopeOf);
