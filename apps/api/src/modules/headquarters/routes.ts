import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  allowLinkageSchema,
  DOMAIN_EVENTS,
  hasSomeChange,
  headquarterInputSchema,
  headquarterListQuerySchema,
  headquarterPatchSchema,
  headquarterSchema,
  headquarterSettingsPatchSchema,
  headquarterSettingsResponseSchema,
  idParamsSchema,
  INPUT_MESSAGES,
  pageSchema,
  type Requirement,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, principalOf } from "../../plugins/access.js";
import { recordEvents } from "../../plugins/domain-events.js";
import { createHeadquarter, setAllowLinkage, updateHeadquarter } from "./commands/save.js";
import { patchSettings } from "./commands/patch-settings.js";
import { presentHeadquarter, presentSettings } from "./presenter.js";
import { activeHeadquarters, headquarterFor, listCompanyHeadquarters, memberHeadquarter } from "./queries/headquarters.js";

// The headquarter is named in the path (not the X-Headquarter header). "headquarter": one the caller
// may read (their own; any of the company's for whoever manages headquarters). "company-headquarter":
// administration, scoped to the caller's company.
const readable = (permission?: Requirement) => allow.signedIn(permission, "headquarter");
const administered = () => allow.signedIn(["view_employee_add_menu"], "company-headquarter");
// spec §2.2: the list needs view_headquarter_menu; new and edit view_employee_add_menu.
const LIST = ["view_headquarter_menu"] as const;
const image = z.instanceof(Buffer).optional();
const tags = ["headquarters"];

export async function headquarterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/active-headquarters/",
    { schema: { tags, response: { 200: z.array(headquarterSchema) } }, config: { access: allow.signedIn() } },
    async (req) => (await activeHeadquarters(app.db, principalOf(req))).map(presentHeadquarter),
  );

  r.get(
    "/api/headquarter/",
    {
      schema: { tags, querystring: headquarterListQuerySchema, response: { 200: pageSchema(headquarterSchema) } },
      config: { access: allow.signedIn(LIST) },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listCompanyHeadquarters(app.db, principalOf(req).companyId, win, req.query);
      return pageOf(req, win, total, rows.map(presentHeadquarter));
    },
  );

  // JSON, or multipart when an image goes with it.
  r.post(
    "/api/headquarter/",
    {
      schema: { tags, body: headquarterInputSchema.extend({ image }), response: { 201: headquarterSchema } },
      config: { access: allow.signedIn(["view_employee_add_menu"]), idempotent: true },
    },
    async (req, reply) => {
      const row = await app.db.transaction(async (tx) => {
        const created = await createHeadquarter(tx, app.storage, principalOf(req), req.body);
        const payload = { name: created.row.name, members: created.members };
        await recordEvents(tx, [{ name: DOMAIN_EVENTS.headquarterCreated, headquarter: created.row.id, payload }]);
        return created.row;
      });
      await app.events.dispatch();
      return reply.status(201).send(presentHeadquarter(row));
    },
  );

  r.get(
    "/api/headquarter/:id/",
    { schema: { tags, params: idParamsSchema, response: { 200: headquarterSchema } }, config: { access: readable() } },
    async (req) => presentHeadquarter(await headquarterFor(app.db, principalOf(req), req.params.id)),
  );

  r.patch(
    "/api/headquarter/:id/",
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: headquarterPatchSchema.extend({ image }).refine(hasSomeChange, { error: INPUT_MESSAGES.noChanges }),
        response: { 200: headquarterSchema },
      },
      config: { access: administered() },
    },
    async (req) => {
      const row = await updateHeadquarter(app.db, app.storage, principalOf(req), req.params.id, req.body);
      app.headquarterCache.retire(row.id);
      return presentHeadquarter(row);
    },
  );

  r.get(
    "/api/headquarter/:id/allow-linkage/",
    { schema: { tags, params: idParamsSchema, response: { 200: allowLinkageSchema } }, config: { access: readable() } },
    async (req) => ({ allow_linkage: (await headquarterFor(app.db, principalOf(req), req.params.id)).allowLinkage }),
  );

  r.patch(
    "/api/headquarter/:id/allow-linkage/",
    {
      schema: { tags, params: idParamsSchema, body: allowLinkageSchema, response: { 200: allowLinkageSchema } },
      config: { access: administered() },
    },
    async (req) => ({
      allow_linkage: (await setAllowLinkage(app.db, principalOf(req), req.params.id, req.body.allow_linkage)).allowLinkage,
    }),
  );

  r.get(
    "/api/headquarter/:id/settings/",
    { schema: { tags, params: idParamsSchema, response: { 200: headquarterSettingsResponseSchema } }, config: { access: readable() } },
    async (req) => presentSettings((await memberHeadquarter(app.db, principalOf(req), req.params.id)).settings),
  );

  r.patch(
    "/api/headquarter/:id/settings/",
    {
      schema: { tags, params: idParamsSchema, body: headquarterSettingsPatchSchema, response: { 200: headquarterSettingsResponseSchema } },
      config: { conflicts: true, access: readable(["view_configuration_menu", "change_mode_service_headquartersettings"]) },
    },
    async (req) => {
      const settings = await app.db.transaction(async (tx) => {
        const changed = presentSettings(await patchSettings(tx, principalOf(req), req.params.id, req.body));
        const event = { name: DOMAIN_EVENTS.headquarterSettingsChanged, headquarter: req.params.id, payload: { settings: changed } };
        await recordEvents(tx, [event]);
        return changed;
      });
      // The listing order, the time zone and the day totals are read through the headquarter cache.
      app.headquarterCache.retire(req.params.id);
      await app.events.dispatch();
      return settings;
    },
  );
}
