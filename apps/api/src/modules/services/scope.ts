import type { FastifyRequest } from "fastify";
import { and, eq, type SQL } from "drizzle-orm";
import { services } from "../../db/schema/index.js";
import { headquarterOf, principalOf } from "../../plugins/access.js";

/** Who asks: the headquarter of X-Headquarter and, for business users, only what they created. */
export interface Scope {
  headquarterId: string;
  userId: string | null;
  business: boolean;
  /** Issue 26: the API key the call came with; its writes are attributed to it in the history. */
  apiKeyId?: string;
}

export function scopeOf(request: FastifyRequest): Scope {
  const principal = principalOf(request);
  return {
    headquarterId: headquarterOf(request),
    userId: principal.userId,
    business: principal.kind === "business",
    ...(principal.apiKeyId && { apiKeyId: principal.apiKeyId }),
  };
}

/** The background jobs act for the headquarter as a whole. */
export const systemScope = (headquarterId: string): Scope => ({ headquarterId, userId: null, business: false });

export function inScope(scope: Scope): SQL {
  const own = scope.business && scope.userId ? eq(services.createdBy, scope.userId) : undefined;
  return and(eq(services.headquarterId, scope.headquarterId), own) as SQL;
}
