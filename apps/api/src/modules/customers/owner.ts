import type { FastifyRequest } from "fastify";
import { principalOf } from "../../plugins/access.js";

/**
 * Whose customers the caller sees (spec §5): a business user only its own (its id), staff the
 * company's whole directory (null).
 */
export type CustomerOwner = string | null;

export function customerOwnerOf(request: FastifyRequest): CustomerOwner {
  const principal = principalOf(request);
  return principal.kind === "business" ? principal.userId : null;
}
