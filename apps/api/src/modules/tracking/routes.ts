import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { trackingParamsSchema, trackingRatingSchema, trackingSchema } from "@despacho/domain";
import { allow } from "../../plugins/access.js";
import { trackingRateLimit } from "./rate-limit.js";
import { rateService } from "./commands/rate.js";
import { trackingOf } from "./queries/tracking.js";

const tags = ["tracking"];

// spec §2.1, §2.4: the public tracking page's calls; the token is the only key, it opens one service and no more.
export async function trackingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = trackingRateLimit(app);

  r.get(
    "/api/tracking/:token/",
    {
      schema: { tags, params: trackingParamsSchema, response: { 200: trackingSchema } },
      config: { access: allow.anyone() },
      preHandler: limited,
    },
    async (req) => trackingOf(app.db, req.params.token),
  );

  r.post(
    "/api/tracking/:token/rating/",
    {
      schema: { tags, params: trackingParamsSchema, body: trackingRatingSchema, response: { 200: trackingSchema } },
      config: { conflicts: true, access: allow.anyone() },
      preHandler: limited,
    },
    async (req) => {
      await rateService(app.db, req.params.token, req.body.rating);
      return trackingOf(app.db, req.params.token);
    },
  );
}
