import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { courierServiceTypesInputSchema, courierServiceTypesSchema, idParamsSchema, MESSENGER_READ } from "@despacho/domain";
import { allow, headquarterOf } from "../../plugins/access.js";
import { messengerFor } from "../couriers/index.js";
import { setCourierServiceTypes } from "./commands/set-service-types.js";
import { courierServiceTypesOf } from "./queries/allowed.js";

const tags = ["user-to-service-type"];
const present = (messenger: string, types: { id: string; name: string }[]) => ({ messenger, service_types: types });

/**
 * issue 22, spec §7 PATCH /user-to-service-type/{id}/: the courier side of "a user and the service types it works
 * with" — the id is the courier's, and the body the service types of the headquarter the courier may take (none:
 * every type). A business user's own choices stay /user-to-service-type/ with their row ids (business-service-types).
 */
export async function courierServiceTypeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    "/api/user-to-service-type/:id/",
    {
      schema: { tags, params: idParamsSchema, body: courierServiceTypesInputSchema, response: { 200: courierServiceTypesSchema } },
      config: { access: allow.inHeadquarter(["change_messenger"], "messenger") },
    },
    async (req) => {
      const types = await setCourierServiceTypes(app.db, headquarterOf(req), req.params.id, req.body.service_types);
      return present(req.params.id, types);
    },
  );

  // The courier's screen reads them beside the motorcycles and payments (spec §7 /users/messengers/{id}/…).
  r.get(
    "/api/users/messengers/:id/service-types/",
    {
      schema: { tags: ["messengers"], params: idParamsSchema, response: { 200: courierServiceTypesSchema } },
      config: { access: allow.inHeadquarter(MESSENGER_READ, "messenger") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      await messengerFor(app.db, headquarterId, req.params.id);
      return present(req.params.id, await courierServiceTypesOf(app.db, headquarterId, req.params.id));
    },
  );
}
