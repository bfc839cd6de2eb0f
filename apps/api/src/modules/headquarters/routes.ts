import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EVENTS,
  headquarterSchema,
  headquarterSettingsPatchSchema,
  headquarterSettingsResponseSchema,
  idParamsSchema,
} from "@despacho/domain";
import { principalOf } from "../../plugins/access.js";
import * as hq from "./service.js";

const mine = { kind: "user", headquarter: false, resource: "headquarter" } as const;

export async function headquarterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/active-headquarters/",
    {
      schema: { tags: ["headquarters"], response: { 200: z.array(headquarterSchema) } },
      config: { access: { kind: "user", headquarter: false } },
    },
    async (req) => (await hq.activeHeadquarters(app.db, principalOf(req))).map(hq.presentHeadquarter),
  );

  r.get(
    "/api/headquarter/:id/",
    { schema: { tags: ["headquarters"], params: idParamsSchema, response: { 200: headquarterSchema } }, config: { access: mine } },
    async (req) => hq.presentHeadquarter(await hq.headquarterFor(app.db, principalOf(req), req.params.id)),
  );

  r.get(
    "/api/headquarter/:id/settings/",
    {
      schema: { tags: ["headquarters"], params: idParamsSchema, response: { 200: headquarterSettingsResponseSchema } },
      config: { access: mine },
    },
    async (req) => hq.presentSettings((await hq.headquarterFor(app.db, principalOf(req), req.params.id)).settings),
  );

  r.patch(
    "/api/headquarter/:id/settings/",
    {
      schema: {
        tags: ["headquarters"],
        params: idParamsSchema,
        body: headquarterSettingsPatchSchema,
        response: { 200: headquarterSettingsResponseSchema },
      },
      config: { access: { ...mine, permission: ["view_configuration_menu", "change_mode_service_headquartersettings"] } },
    },
    async (req) => {
      const settings = hq.presentSettings(await hq.patchSettings(app.db, principalOf(req), req.params.id, req.body));
      // The listing order is read through the headquarter cache.
      app.headquarterCache.retire(req.params.id);
      app.realtime.toHeadquarter(req.params.id, EVENTS.settingsChange, { headquarter: req.params.id, settings });
      return settings;
    },
  );
}
