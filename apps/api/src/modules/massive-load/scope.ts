import type { FastifyRequest } from "fastify";
import { headquarterOf, principalOf } from "../../plugins/access.js";

/** Who works on a file: the headquarter of X-Headquarter and the user (a file is the headquarter's). */
export interface FileScope {
  headquarterId: string;
  userId: string | null;
}

export const fileScopeOf = (req: FastifyRequest): FileScope => ({ headquarterId: headquarterOf(req), userId: principalOf(req).userId });

export const VALIDATE_KIND = "massive-load-validate";
export const CONFIRM_KIND = "massive-load-confirm";
