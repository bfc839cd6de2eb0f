import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { and, eq, sql } from "drizzle-orm";
import { DOMAIN_EVENTS } from "@despacho/domain";
import { routes, services } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { addServices } from "./commands/stops.js";

/**
 * The creation panel's 'Código de ruta' (issue 25): a service created with the code of one of its headquarter's
 * routes joins that route at its end. A service the route may not take (closed, off the map, the route full) stays
 * out, as it would from /assign-services; a second delivery of the event finds it in the route already.
 */
export const serviceRouteConsumer = fp(
  async (app: FastifyInstance) => {
    app.events.consume(
      "service-routes",
      {
        [DOMAIN_EVENTS.serviceCreated]: async ({ headquarter, payload }) => {
          const [route] = await app.db
            .select({ id: routes.id })
            .from(services)
            .innerJoin(
              routes,
              and(eq(routes.headquarterId, services.headquarterId), eq(sql`lower(${routes.code})`, sql`lower(${services.routeCode})`)),
            )
            .where(and(eq(services.id, payload.service), eq(services.headquarterId, headquarter)));
          if (!route) return;
          try {
            await addServices(app.db, headquarter, route.id, [payload.service]);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        },
      },
      // Only a service created with a route code may join a route.
      { relevant: "exists (select 1 from services s where s.id = (e.payload->>'service')::uuid and s.route_code is not null offset 0)" },
    );
  },
  { name: "service-route-consumer", dependencies: ["domain-events"] },
);
