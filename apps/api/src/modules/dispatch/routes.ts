import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COURIER_READ, courierOfferSchema, deskOfferSchema, idParamsSchema, SERVICE_PERMISSIONS } from "@despacho/domain";
import { allow, courierOf, headquarterOf, principalOf } from "../../plugins/access.js";
import { reofferStalled } from "./commands/reoffer.js";
import { acceptBundle, acceptOffer, refuseBundle, refuseOffer } from "./commands/answer.js";
import { courierOffers, deskOffers } from "./queries/offers.js";

const tags = ["dispatch"];
// A POST without a body reaches the schema as null.
const noBody = z.object({}).strict().nullish();

/** issue 22: the courier's offers and their answers, and the desk's view of the offers of its waiting services. */
export async function dispatchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/courier/offers/",
    { schema: { tags, response: { 200: z.array(courierOfferSchema) } }, config: { access: allow.courier() } },
    async (req) => courierOffers(app.db, courierOf(req).messengerId),
  );

  // One offer, or every offer of a bundle (services of one origin offered together) at once.
  for (const [path, answer, command] of [
    ["offers", "accept", acceptOffer],
    ["offers", "refuse", refuseOffer],
    ["offer-bundles", "accept", acceptBundle],
    ["offer-bundles", "refuse", refuseBundle],
  ] as const) {
    r.post(
      `/api/courier/${path}/:id/${answer}/`,
      // The courier app's outbox sends each answer with an Idempotency-Key (issue 24).
      {
        schema: { tags, params: idParamsSchema, body: noBody, response: { 204: z.null() } },
        config: { access: allow.courier(), idempotent: true },
      },
      async (req, reply) => {
        await command(app.db, courierOf(req).messengerId, req.params.id);
        await app.events.dispatch();
        return reply.status(204).send(null);
      },
    );
  }

  // The courier names beside the services ask what the couriers list asks: never a business profile.
  r.get(
    "/api/dispatch/offers/",
    { schema: { tags, response: { 200: z.array(deskOfferSchema) } }, config: { access: allow.inHeadquarter(COURIER_READ) } },
    async (req) => deskOffers(app.db, headquarterOf(req)),
  );

  // One click on the desk: a service whose courier stalled goes back to 'Por asignar' and is offered again.
  r.post(
    "/api/dispatch/services/:id/reoffer/",
    {
      schema: { tags, params: idParamsSchema, body: noBody, response: { 204: z.null() } },
      config: { conflicts: true, access: allow.inHeadquarter(SERVICE_PERMISSIONS.assign, "service") },
    },
    async (req, reply) => {
      await reofferStalled(app.db, headquarterOf(req), principalOf(req).userId, req.params.id);
      await app.events.dispatch();
      return reply.status(204).send(null);
    },
  );
}
