import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { COURIER_LOCATIONS_BY_GEOZONE, geozoneLocationsSchema, idParamsSchema, queueMessengersSchema } from "@despacho/domain";
import { allow, headquarterOf } from "../../plugins/access.js";
import { presentQueueMessenger } from "./presenter.js";
import { geozoneLocations } from "./queries/geozone-locations.js";
import { loadQueue } from "./queries/queue.js";

/**
 * issue 12 GET /api/queue-geo-zones/{id}/messengers/: the couriers waiting in the queue of a queued zone, first in
 * first out (position from 1). Apart from the zones' list so a geozones:queue-change reads one queue again, not the
 * list; a queue is a few dozen couriers at most, so it comes whole.
 */
export async function geozoneQueueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/queue-geo-zones/:id/messengers/",
    {
      schema: { tags: ["geo-zones"], params: idParamsSchema, response: { 200: queueMessengersSchema } },
      config: { access: allow.inHeadquarter(["view_queuegeozone"], "queue-geozone") },
    },
    async (req) => {
      const queue = await loadQueue(app.db, headquarterOf(req), req.params.id);
      return { count: queue.length, results: queue.map(presentQueueMessenger) };
    },
  );

  // issue 22, spec §7: the couriers by geozone, for the queue and radius views (who may see couriers on the map or the queues).
  r.get(
    "/api/users/messengers/geozone-locations/",
    {
      schema: { tags: ["messengers"], response: { 200: geozoneLocationsSchema } },
      config: { access: allow.inHeadquarter(COURIER_LOCATIONS_BY_GEOZONE) },
    },
    async (req) => geozoneLocations(app.db, headquarterOf(req)),
  );
}
