import type { FastifyRequest } from "fastify";
import { headquarterOf, principalOf } from "../../plugins/access.js";

/** A business user in the selected headquarter: it sees the covenants and groups of its own stores only. */
export interface Owner {
  headquarterId: string;
  userId: string;
}

export const ownerOf = (req: FastifyRequest): Owner => ({ headquarterId: headquarterOf(req), userId: principalOf(req).userId });

/**
 * Who reads covenants: a business sees those of its own stores; the headquarter's staff see every covenant of the
 * headquarter, read-only (spec §2.2 lists no permission for /covenants/history and /covenants/request).
 */
export type Reader = Owner & { staff?: boolean };

export const readerOf = (req: FastifyRequest): Reader => ({ ...ownerOf(req), staff: principalOf(req).kind !== "business" });
