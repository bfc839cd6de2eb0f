import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, REMUNERATION_MODES, remunerationModesResponseSchema } from "@despacho/domain";
import { allow, principalOf } from "../../plugins/access.js";
import { memberHeadquarter } from "../headquarters/index.js";

// spec §3 / §7: the remuneration modes a headquarter may choose from; the choice is in its settings.
export async function configurationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/headquarter/:id/remuneration-modes/",
    {
      schema: { tags: ["headquarters"], params: idParamsSchema, response: { 200: remunerationModesResponseSchema } },
      config: { access: allow.signedIn(["view_configuration_menu"], "headquarter") },
    },
    async (req) => {
      await memberHeadquarter(app.db, principalOf(req), req.params.id);
      return REMUNERATION_MODES.map((mode) => ({ value: mode.value, text: mode.text }));
    },
  );
}
