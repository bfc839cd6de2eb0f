import type { FastifyInstance } from "fastify";
import { courierPetitionRoutes } from "./courier.js";
import { membershipRoutes } from "./membership.js";

/** Affiliation requests: the back office's (spec §7 Membership) and the courier's own. */
export async function petitionRoutes(app: FastifyInstance) {
  await app.register(membershipRoutes);
  await app.register(courierPetitionRoutes);
}
