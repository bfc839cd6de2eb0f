import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { geocoderQuerySchema, geocoderResultsSchema, linkPlacesQuerySchema, SERVICE_PERMISSIONS } from "@despacho/domain";
import { headquarterOfLink, linkRateLimits } from "../link-services/index.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { geocoderFor } from "./geocoder.js";
import { searchPlaces } from "./search-places.js";

// The creation panels' address search: the geocoder main.ts chose (GEOCODER_URL, the public Photon when unset and reachable), else the bundled places.
export async function geocoderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const geocoder = geocoderFor(app);

  r.get(
    "/api/geocoder/search/",
    {
      schema: { tags: ["geocoder"], querystring: geocoderQuerySchema, response: { 200: geocoderResultsSchema } },
      config: { access: allow.inHeadquarter([...SERVICE_PERMISSIONS.create]) },
    },
    async (req) => searchPlaces(app.db, geocoder, headquarterOf(req), req.query.q),
  );

  // spec §2.4 link-service page: the customer's address search, in the cities of the link's headquarter.
  r.get(
    "/api/services/create-anonymous/places/",
    {
      schema: { tags: ["geocoder"], querystring: linkPlacesQuerySchema, response: { 200: geocoderResultsSchema } },
      config: { access: allow.anyone() },
      preHandler: linkRateLimits(app).form,
    },
    async (req) => searchPlaces(app.db, geocoder, await headquarterOfLink(app.db, req.query.token), req.query.q),
  );
}
