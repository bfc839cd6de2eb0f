import type { FastifyRequest } from "fastify";
import { headquarterOf, principalOf } from "../../plugins/access.js";

/** A business user in the selected headquarter: it sees the covenants and groups of its own stores only. */
export interface Owner {
  headquarterId: string;
  userId: string;
}

export const ownerOf = (req: FastifyRequest): Owner => ({ headquarterId: headquarterOf(req), userId: principalOf(req).userId });
