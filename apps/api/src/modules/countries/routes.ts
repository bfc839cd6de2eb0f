import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { countryParamsSchema, countrySchema, locationAreaQuerySchema, locationAreaSchema, pageSchema } from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow } from "../../plugins/access.js";
import { presentCountry, presentLocationArea } from "./presenter.js";
import { listCountries, searchLocationAreas } from "./queries/location-areas.js";

// spec §7 Country: reference data, the same for every company; any signed-in user reads it.
export async function countryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["countries"];

  r.get("/api/country/", { schema: { tags, response: { 200: z.array(countrySchema) } }, config: { access: allow.signedIn() } }, async () =>
    (await listCountries(app.db)).map(presentCountry),
  );

  r.get(
    "/api/country/:id/locations-area/",
    {
      schema: {
        tags,
        params: countryParamsSchema,
        querystring: locationAreaQuerySchema,
        response: { 200: pageSchema(locationAreaSchema) },
      },
      config: { access: allow.signedIn() },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await searchLocationAreas(app.db, req.params.id, win, req.query);
      return pageOf(req, win, total, rows.map(presentLocationArea));
    },
  );
}
