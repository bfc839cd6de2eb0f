import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { liveMapSchema, mapStyleSchema } from "@despacho/domain";
import { allow, headquarterOf } from "../../plugins/access.js";
import { presentLiveMap } from "./presenter.js";
import { liveMapOf } from "./queries/live-map.js";

const tags = ["maps"];

// spec §2.2 /map and /mapWindow, §7 /locations/ (latest): the couriers' latest points and the open services' points.
export async function liveMapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/locations/",
    {
      schema: { tags, response: { 200: liveMapSchema } },
      config: { access: allow.inHeadquarter(["view_map_menu"]) },
    },
    async (req) => presentLiveMap(await liveMapOf(app.db, headquarterOf(req))),
  );

  // Every map of the product reads its tile style here; without MAP_STYLE_URL it draws the built-in offline style.
  // Public: the customer's link page draws the same map without a session, and a style address is no secret.
  r.get("/api/maps/style/", { schema: { tags, response: { 200: mapStyleSchema } }, config: { access: allow.anyone() } }, async () => ({
    style_url: app.config.mapStyleUrl ?? null,
  }));
}
