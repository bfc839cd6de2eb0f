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
import { allow, principalOf } from "../../plugins/access.js";
import { patchSettings } from "./commands/patch-settings.js";
import { presentHeadquarter, presentSettings } from "./presenter.js";
import { activeHeadquarters, headquarterFor } from "./queries/headquarters.js";

// Any of the caller's headquarters, named in the path (not the X-Headquarter header).
const mine = (permission?: string[]) => allow.signedIn(permission, "headquarter");

export async function headquarterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/active-headquarters/",
    {
      schema: { tags: ["headquarters"], response: { 200: z.array(headquarterSchema) } },
      config: { access: allow.signedIn() },
    },
    async (req) => (await activeHeadquarters(app.db, principalOf(req))).map(presentHeadquarter),
  );

  r.get(
    "/api/headquarter/:id/",
    { schema: { tags: ["headquarters"], params: idParamsSchema, response: { 200: headquarterSchema } }, config: { access: mine() } },
    async (req) => presentHeadquarter(await headquarterFor(app.db, principalOf(req), req.params.id)),
  );

  r.get(
    "/api/headquarter/:id/settings/",
    {
      schema: { tags: ["headquarters"], params: idParamsSchema, response: { 200: headquarterSettingsResponseSchema } },
      config: { access: mine() },
    },
    async (req) => presentSettings((await headquarterFor(app.db, principalOf(req), req.params.id)).settings),
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
      config: { access: mine(["view_configuration_menu", "change_mode_service_headquartersettings"]) },
    },
    async (req) => {
      const settings = presentSettings(await patchSettings(app.db, principalOf(req), req.params.id, req.body));
      // The listing order is read through the headquarter cache.
      app.headquarterCache.retire(req.params.id);
      app.realtime.toMembers(req.params.id, EVENTS.settingsChange, { headquarter: req.params.id, settings });
      return settings;
    },
  );
}
