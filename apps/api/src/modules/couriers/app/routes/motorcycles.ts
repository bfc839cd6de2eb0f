import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, motorcycleInputSchema, motorcycleSchema } from "@despacho/domain";
import { allow, courierOf } from "../../../../plugins/access.js";
import { presentMotorcycle } from "../../back-office/presenter.js";
import { motorcyclesOf } from "../../back-office/queries/courier-records.js";
import { addMotorcycle, updateMotorcycle } from "../commands/motorcycles.js";

const tags = ["courier"];

/** The courier's own motorcycles (spec §3 Motorcycle): the one a headquarter verifies is chosen among them. */
export async function courierMotorcycleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/courier/motorcycles/",
    { schema: { tags, response: { 200: z.array(motorcycleSchema) } }, config: { access: allow.courier() } },
    async (req) => (await motorcyclesOf(app.db, courierOf(req).messengerId)).map(presentMotorcycle),
  );

  r.post(
    "/api/courier/motorcycles/",
    {
      schema: { tags, body: motorcycleInputSchema, response: { 201: motorcycleSchema } },
      config: { conflicts: true, access: allow.courier() },
    },
    async (req, reply) => reply.status(201).send(presentMotorcycle(await addMotorcycle(app.db, courierOf(req).messengerId, req.body))),
  );

  r.put(
    "/api/courier/motorcycles/:id/",
    {
      schema: { tags, params: idParamsSchema, body: motorcycleInputSchema, response: { 200: motorcycleSchema } },
      config: { conflicts: true, access: allow.courier() },
    },
    async (req) => presentMotorcycle(await updateMotorcycle(app.db, courierOf(req).messengerId, req.params.id, req.body)),
  );
}
