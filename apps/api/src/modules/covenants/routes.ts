import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  addMemberSchema,
  BUSINESS_PROFILE,
  covenantAnswerSchema,
  covenantCancelSchema,
  covenantCourierSchema,
  covenantCouriersQuerySchema,
  covenantListQuerySchema,
  covenantProviderSchema,
  covenantProvidersQuerySchema,
  covenantRequestSchema,
  covenantSchema,
  covenantSettingsPatchSchema,
  DOMAIN_EVENTS,
  hasSomeChange,
  idParamsSchema,
  INPUT_MESSAGES,
  memberPatchSchema,
  pageSchema,
  priorityGroupInputSchema,
  priorityGroupListQuerySchema,
  priorityGroupMemberSchema,
  priorityGroupPatchSchema,
  priorityGroupSchema,
} from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { pageOf, windowOf } from "../../pagination.js";
import { recordEvents } from "../../plugins/domain-events.js";
import { allow } from "../../plugins/access.js";
import { answerCovenant, cancelCovenant, changeCovenantSettings, requestCovenant } from "./commands/covenants.js";
import { addMember, createPriorityGroup, deletePriorityGroup, movePriorityGroup, setMemberEnabled } from "./commands/priority-groups.js";
import { type Owner, ownerOf, readerOf } from "./owner.js";
import { presentMessengerName } from "../services/index.js";
import { presentCovenant, presentMember, presentPriorityGroup } from "./presenter.js";
import { type CovenantView, covenantFor, listCovenants } from "./queries/covenants.js";
import { listPriorityGroups, membersOf } from "./queries/priority-groups.js";
import { listCovenantCouriers } from "./queries/couriers.js";
import { listProviders } from "./queries/stores.js";

const tags = ["covenants"];
// spec §2.2 lists no permission for /covenants/*: changing them is the business account's (docs/decisions/011-covenants.md).
const access = allow.inHeadquarter([BUSINESS_PROFILE]);
const onCovenant = allow.inHeadquarter([BUSINESS_PROFILE], "covenant");
const onGroup = allow.inHeadquarter([BUSINESS_PROFILE], "priority-group");
const onMember = allow.inHeadquarter([BUSINESS_PROFILE], "priority-group-member");
// Reading them needs no codename (none listed): staff of the headquarter see them all, read-only.
const reading = allow.inHeadquarter();
const readingOne = allow.inHeadquarter(undefined, "covenant");

// spec §7 Covenants at /covenants/ (+ POST to ask, answer/ to accept or refuse, providers/ to choose whom to ask).
export async function covenantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /**
   * Runs a covenant write as the caller's business in one transaction that records covenant.changed (the socket
   * fan-out tells both sides and the staff), and presents it from its side.
   */
  const writeCovenant = async (req: FastifyRequest, work: (owner: Owner, db: Db) => Promise<CovenantView>) => {
    const owner = ownerOf(req);
    const view = await app.db.transaction(async (tx) => {
      const written = await work(owner, tx);
      const business_users = [...new Set([written.client.businessUserId, written.provider.businessUserId])];
      const payload = { covenant: written.covenant.id, business_users };
      await recordEvents(tx, [{ name: DOMAIN_EVENTS.covenantChanged, headquarter: written.covenant.headquarterId, payload }]);
      return written;
    });
    await app.events.dispatch();
    return presentCovenant(view, owner);
  };
  const groupWithMembers = async (group: Parameters<typeof presentPriorityGroup>[0]) =>
    presentPriorityGroup(group, (await membersOf(app.db, [group.id])).get(group.id) ?? []);

  r.get(
    "/api/covenants/",
    { schema: { tags, querystring: covenantListQuerySchema, response: { 200: pageSchema(covenantSchema) } }, config: { access: reading } },
    async (req) => {
      const owner = readerOf(req);
      const { limit, offset, page, ...filters } = req.query;
      const win = windowOf({ limit, offset, page });
      const { rows, total } = await listCovenants(app.db, owner, win, filters);
      return pageOf(
        req,
        win,
        total,
        rows.map((row) => presentCovenant(row, owner)),
      );
    },
  );

  r.get(
    "/api/covenants/providers/",
    {
      schema: { tags, querystring: covenantProvidersQuerySchema, response: { 200: pageSchema(covenantProviderSchema) } },
      config: { access },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listProviders(app.db, ownerOf(req), win, req.query.q);
      return pageOf(
        req,
        win,
        total,
        rows.map((s) => ({ id: s.id, name: s.name, business_name: s.businessName ?? "" })),
      );
    },
  );

  // issue 22: whoever edits a covenant's settings picks the couriers it names among the headquarter's.
  r.get(
    "/api/covenants/couriers/",
    {
      schema: { tags, querystring: covenantCouriersQuerySchema, response: { 200: pageSchema(covenantCourierSchema) } },
      config: { access },
    },
    async (req) => {
      const { limit, offset, page, ...filters } = req.query;
      const win = windowOf({ limit, offset, page });
      const { rows, total } = await listCovenantCouriers(app.db, ownerOf(req), win, filters);
      return pageOf(req, win, total, rows.map(presentMessengerName));
    },
  );

  r.post(
    "/api/covenants/",
    { schema: { tags, body: covenantRequestSchema, response: { 201: covenantSchema } }, config: { access, idempotent: true } },
    async (req, reply) => reply.status(201).send(await writeCovenant(req, (owner, db) => requestCovenant(db, owner, req.body))),
  );

  r.get(
    "/api/covenants/:id/",
    { schema: { tags, params: idParamsSchema, response: { 200: covenantSchema } }, config: { access: readingOne } },
    async (req) => {
      const reader = readerOf(req);
      return presentCovenant(await covenantFor(app.db, reader, req.params.id), reader);
    },
  );

  r.patch(
    "/api/covenants/:id/",
    {
      schema: { tags, params: idParamsSchema, body: covenantCancelSchema, response: { 200: covenantSchema } },
      config: { conflicts: true, access: onCovenant },
    },
    async (req) => writeCovenant(req, (owner, db) => cancelCovenant(db, owner, req.params.id)),
  );

  r.patch(
    "/api/covenants/:id/answer/",
    {
      schema: { tags, params: idParamsSchema, body: covenantAnswerSchema, response: { 200: covenantSchema } },
      config: { conflicts: true, access: onCovenant },
    },
    async (req) => writeCovenant(req, (owner, db) => answerCovenant(db, owner, req.params.id, req.body.accepted)),
  );

  r.patch(
    "/api/covenants/:id/settings/",
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: covenantSettingsPatchSchema.refine(hasSomeChange, { error: INPUT_MESSAGES.noChanges }),
        response: { 200: covenantSchema },
      },
      config: { conflicts: true, access: onCovenant },
    },
    async (req) => writeCovenant(req, (owner, db) => changeCovenantSettings(db, owner, req.params.id, req.body)),
  );

  r.get(
    "/api/covenants/priority-groups/",
    {
      schema: { tags, querystring: priorityGroupListQuerySchema, response: { 200: pageSchema(priorityGroupSchema) } },
      config: { access },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listPriorityGroups(app.db, ownerOf(req), win, req.query.business_store);
      const members = req.query.with_members
        ? await membersOf(
            app.db,
            rows.map((g) => g.id),
          )
        : new Map();
      return pageOf(
        req,
        win,
        total,
        rows.map((g) => presentPriorityGroup(g, members.get(g.id) ?? [])),
      );
    },
  );

  r.post(
    "/api/covenants/priority-groups/",
    {
      schema: { tags, body: priorityGroupInputSchema, response: { 201: priorityGroupSchema } },
      config: { access, idempotent: true },
    },
    async (req, reply) =>
      reply.status(201).send(presentPriorityGroup(await createPriorityGroup(app.db, ownerOf(req), req.body.business_store_id), [])),
  );

  r.patch(
    "/api/covenants/priority-groups/:id/",
    {
      schema: { tags, params: idParamsSchema, body: priorityGroupPatchSchema, response: { 200: priorityGroupSchema } },
      config: { access: onGroup },
    },
    async (req) => groupWithMembers(await movePriorityGroup(app.db, ownerOf(req), req.params.id, req.body.priority)),
  );

  r.delete(
    "/api/covenants/priority-groups/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: onGroup } },
    async (req, reply) => {
      await deletePriorityGroup(app.db, ownerOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  r.patch(
    "/api/covenants/priority-groups/:id/add-member/",
    {
      schema: { tags, params: idParamsSchema, body: addMemberSchema, response: { 200: priorityGroupSchema } },
      config: { conflicts: true, access: onGroup },
    },
    async (req) => groupWithMembers(await addMember(app.db, ownerOf(req), req.params.id, req.body.covenant_id)),
  );

  r.patch(
    "/api/covenants/priority-groups-members/:id/",
    {
      schema: { tags, params: idParamsSchema, body: memberPatchSchema, response: { 200: priorityGroupMemberSchema } },
      config: { access: onMember },
    },
    async (req) => presentMember(await setMemberEnabled(app.db, ownerOf(req), req.params.id, req.body.is_enabled_by_store)),
  );
}
